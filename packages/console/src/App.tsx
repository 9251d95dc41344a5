/**
 * The console: sign-in, then the shell (header, navigation) around the screens. The API key is the
 * only state kept outside the query cache: in `sessionStorage`, read once at load.
 */
import { isRentlineApiError, type RentlineClient } from '@rentline/client';
import { QueryCache, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, useCallback, useMemo, useRef, useState } from 'react';
import { Link, Route, Router, Switch, useLocation } from 'wouter';
import { type Session, SessionContext, type Tenant } from './api/context.js';
import { may } from './api/rights.js';
import { clientFor, forgetKey, isLiveKey, storedKey, storeKey } from './api/session.js';
import { canManageStaff } from './api/staff.js';
import { type Role, sessionClient, signOutStaff } from './api/staff-session.js';
import { ModeBadge, ModeBar } from './components/ModeSwitch.js';
import { SearchBox } from './components/SearchBox.js';
import { BookingScreen } from './screens/booking/BookingScreen.js';
import { SignIn } from './screens/SignIn.js';
import { Today } from './screens/Today.js';

// Screens a counter's day opens less often than today's and a booking's are loaded when first shown,
// which keeps the first page within its size budget.
const Bookings = lazy(() => import('./screens/Bookings.js').then((m) => ({ default: m.Bookings })));
const Customers = lazy(() => import('./screens/Customers.js').then((m) => ({ default: m.Customers })));
const CustomerScreen = lazy(() => import('./screens/Customers.js').then((m) => ({ default: m.CustomerScreen })));
const Catalog = lazy(() => import('./screens/catalog/Catalog.js').then((m) => ({ default: m.Catalog })));
const Staff = lazy(() => import('./screens/staff/Staff.js').then((m) => ({ default: m.Staff })));
const Planner = lazy(() => import('./screens/planner/Planner.js').then((m) => ({ default: m.Planner })));

interface SignedIn {
  client: RentlineClient;
  live: boolean;
  tenant: Tenant;
  role: Role | null;
  who: string | null;
}

export function App() {
  const [signedIn, setSignedIn] = useState<SignedIn | null>(null);
  const [notice, setNotice] = useState<string | undefined>(undefined);
  // A key refused mid-session (revoked, rotated) signs the operator out with the API's message.
  const onUnauthorized = useRef<(message: string) => void>(() => {});
  const queryClient = useMemo(
    () =>
      new QueryClient({
        queryCache: new QueryCache({
          onError: (err) => {
            if (isRentlineApiError(err) && err.status === 401) onUnauthorized.current(err.message);
          },
        }),
        defaultOptions: {
          queries: {
            staleTime: 15_000,
            retry: (count, err) => !(isRentlineApiError(err) && err.status < 500) && count < 2,
          },
        },
      }),
    [],
  );

  const signedInRef = useRef<SignedIn | null>(null);
  signedInRef.current = signedIn;
  const signOut = useCallback(
    (message?: string) => {
      // A staff session ends on the server too (its cookie removed); a key is forgotten here.
      if (signedInRef.current?.role) void signOutStaff(signedInRef.current.client).catch(() => {});
      forgetKey();
      queryClient.clear();
      setSignedIn(null);
      setNotice(message);
    },
    [queryClient],
  );
  onUnauthorized.current = (message) => signOut(message);

  const signIn = useCallback(async (key: string) => {
    const client = clientFor(key);
    const tenant = await client.get('/v1/tenant');
    storeKey(key);
    setNotice(undefined);
    setSignedIn({ client, live: isLiveKey(key), tenant, role: null, who: null });
  }, []);

  const staffSignedIn = useCallback(async (client: RentlineClient, who: { name: string; role: Role }) => {
    const tenant = await client.get('/v1/tenant');
    setNotice(undefined);
    setSignedIn({ client, live: true, tenant, role: who.role, who: who.name });
  }, []);

  // A staff session in the other mode: a client that says so on every call, that mode's tenant
  // settings, and no cached answer of the mode left behind.
  const switchMode = useCallback(
    async (live: boolean) => {
      const current = signedInRef.current;
      if (current === null || current.role === null || current.live === live) return;
      const client = sessionClient(live ? 'live' : 'test');
      try {
        const tenant = await client.get('/v1/tenant');
        queryClient.clear();
        setSignedIn({ ...current, client, live, tenant });
      } catch (err) {
        signOut(isRentlineApiError(err) ? err.message : String(err));
      }
    },
    [queryClient, signOut],
  );

  const session: Session | null = useMemo(
    () =>
      signedIn === null
        ? null
        : {
            ...signedIn,
            signOut: () => signOut(),
            ...(signedIn.role === null ? {} : { switchMode: (live: boolean) => void switchMode(live) }),
          },
    [signedIn, signOut, switchMode],
  );

  return (
    <QueryClientProvider client={queryClient}>
      <Router base="/console">
        {session === null ? (
          <SignIn
            onSignIn={signIn}
            onStaffSignedIn={staffSignedIn}
            notice={notice}
            initialKey={storedKey()}
            onStoredKeyRefused={signOut}
          />
        ) : (
          <SessionContext.Provider value={session}>
            {/* Remounted on a change of mode, so no screen keeps what the other mode showed it. */}
            <Shell key={session.live ? 'live' : 'test'} session={session} />
          </SessionContext.Provider>
        )}
      </Router>
    </QueryClientProvider>
  );
}

const NAV = [
  { href: '/', label: 'Today' },
  { href: '/planner', label: 'Planner' },
  { href: '/bookings', label: 'Bookings' },
  { href: '/customers', label: 'Customers' },
  { href: '/catalog', label: 'Catalog' },
  { href: '/staff', label: 'Staff' },
] as const;

/** The screens a session may open: the catalog needs a manager, staff the owner (or a live key). */
const navFor = (session: Session) =>
  NAV.filter(
    (n) =>
      (n.href !== '/catalog' || may(session.role, 'editCatalog')) && (n.href !== '/staff' || canManageStaff(session)),
  );

function Shell({ session }: { session: Session }) {
  const [location] = useLocation();
  const current = (href: string) => (href === '/' ? location === '/' : location.startsWith(href));
  return (
    <div className={`shell ${session.live ? 'is-live' : ''}`}>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <header className="topbar">
        <div className="brand">
          <img src="/console/favicon.svg" alt="" width="28" height="28" />
          <span className="brand-name">Rentline</span>
          <span className="tenant-name">{session.tenant.name}</span>
          <ModeBadge live={session.live} />
        </div>
        <nav aria-label="Main" className="nav">
          {navFor(session).map((n) => (
            <Link key={n.href} href={n.href} aria-current={current(n.href) ? 'page' : undefined} className="nav-link">
              {n.label}
            </Link>
          ))}
        </nav>
        <SearchBox />
        <div className="topbar-end">
          {session.who && (
            <span className="who">
              {session.who} <span className="muted small">({session.role})</span>
            </span>
          )}
          <span className="zone" title="Every date and time is shown in the shop's time zone">
            {session.tenant.timezone}
          </span>
          <button type="button" className="button secondary small" onClick={session.signOut}>
            Sign out
          </button>
        </div>
      </header>
      <ModeBar session={session} />
      <main id="main" tabIndex={-1}>
        <Suspense fallback={<p className="muted">Loading…</p>}>
          <Switch>
            <Route path="/" component={Today} />
            <Route path="/planner" component={Planner} />
            <Route path="/bookings" component={Bookings} />
            <Route path="/bookings/:id">{(params) => <BookingScreen id={params.id} />}</Route>
            <Route path="/customers" component={Customers} />
            <Route path="/customers/:id">{(params) => <CustomerScreen id={params.id} />}</Route>
            <Route path="/catalog" nest>
              {may(session.role, 'editCatalog') ? (
                <Catalog />
              ) : (
                <section className="screen">
                  <h1>Catalog</h1>
                  <p role="alert">
                    Your role ({session.role}) cannot edit the catalog: ask a manager or the owner.{' '}
                    <Link href="~/console/">Go to today</Link>.
                  </p>
                </section>
              )}
            </Route>
            <Route path="/staff">
              {canManageStaff(session) ? (
                <Staff />
              ) : (
                <section className="screen">
                  <h1>Staff</h1>
                  <p role="alert">
                    {session.role === null
                      ? 'Staff are managed with a live key or by the owner signed in: a test key cannot.'
                      : `Your role (${session.role}) cannot manage staff: ask the owner.`}{' '}
                    <Link href="/">Go to today</Link>.
                  </p>
                </section>
              )}
            </Route>
            <Route>
              <section className="screen">
                <h1>Not found</h1>
                <p>
                  This page does not exist. <Link href="/">Go to today</Link>.
                </p>
              </section>
            </Route>
          </Switch>
        </Suspense>
      </main>
    </div>
  );
}
