/**
 * The API reference page served at `/docs`: one self-contained HTML document (inline script and
 * style, no CDN) whose script renders `/v1/openapi.json` in the browser. The client code below is
 * ordinary type-checked TypeScript; the page embeds its compiled source.
 */
/* biome-ignore-all lint/suspicious/noExplicitAny: the OpenAPI document is walked generically */

/** Runs in the browser. Must not reference anything outside its own body. */
export async function docsClient(): Promise<void> {
  const root = document.getElementById('app') as HTMLElement;
  type Child = Node | string | number | null | undefined | Child[];
  const el = (tag: string, attrs: Record<string, string> = {}, ...children: Child[]): HTMLElement => {
    const node = document.createElement(tag);
    for (const [k, v] of Object.entries(attrs)) {
      if (k === 'class') node.className = v;
      else node.setAttribute(k, v);
    }
    const add = (c: Child): void => {
      if (Array.isArray(c)) c.forEach(add);
      else if (c !== null && c !== undefined) node.append(c instanceof Node ? c : String(c));
    };
    children.forEach(add);
    return node;
  };

  let spec: any;
  try {
    const res = await fetch('/v1/openapi.json');
    spec = await res.json();
  } catch (e) {
    root.replaceChildren(el('p', { class: 'error' }, 'Could not load /v1/openapi.json: ', String(e)));
    return;
  }
  const schemas: Record<string, any> = spec.components?.schemas ?? {};
  const deref = (s: any): any => {
    let seen = 0;
    while (s?.$ref && seen++ < 20) s = schemas[s.$ref.split('/').pop()] ?? {};
    return s ?? {};
  };
  const typeOf = (s: any): string => {
    s = deref(s);
    if (s.enum) return s.enum.map((v: unknown) => JSON.stringify(v)).join(' | ');
    if (s.const !== undefined) return JSON.stringify(s.const);
    if (s.anyOf || s.oneOf) return (s.anyOf ?? s.oneOf).map((x: any) => typeOf(x)).join(' | ');
    if (s.type === 'array') return `${typeOf(s.items ?? {})}[]`;
    if (Array.isArray(s.type)) return s.type.join(' | ');
    return s.type ?? 'object';
  };
  const limits = (s: any): string => {
    s = deref(s);
    const out: string[] = [];
    // The bounds of a safe integer say nothing a reader needs.
    if (s.minimum !== undefined && s.minimum !== -9007199254740991) out.push(`≥ ${s.minimum}`);
    if (s.maximum !== undefined && s.maximum !== 9007199254740991) out.push(`≤ ${s.maximum}`);
    if (s.minLength !== undefined) out.push(`min length ${s.minLength}`);
    if (s.maxLength !== undefined) out.push(`max length ${s.maxLength}`);
    if (s.minItems !== undefined) out.push(`min ${s.minItems} items`);
    if (s.maxItems !== undefined) out.push(`max ${s.maxItems} items`);
    if (s.default !== undefined) out.push(`default ${JSON.stringify(s.default)}`);
    if (s.format) out.push(s.format);
    return out.join(', ');
  };
  const fields = (schema: any, prefix = '', depth = 0): HTMLElement[] => {
    const s = deref(schema);
    const rows: HTMLElement[] = [];
    const props = s.properties ?? {};
    const required = new Set(s.required ?? []);
    for (const [name, sub] of Object.entries(props)) {
      const d = deref(sub);
      rows.push(
        el(
          'tr',
          {},
          el('td', {}, el('code', {}, prefix + name)),
          el('td', {}, typeOf(sub)),
          el('td', {}, required.has(name) ? 'required' : 'optional'),
          el('td', {}, [d.description ?? '', limits(sub)].filter(Boolean).join(' · ')),
        ),
      );
      const inner = d.type === 'array' ? deref(d.items ?? {}) : d;
      if (depth < 2 && inner.properties)
        rows.push(...fields(inner, `${prefix}${name}${d.type === 'array' ? '[]' : ''}.`, depth + 1));
    }
    return rows;
  };
  const table = (rows: HTMLElement[]) =>
    rows.length
      ? el(
          'table',
          {},
          el(
            'thead',
            {},
            el('tr', {}, el('th', {}, 'field'), el('th', {}, 'type'), el('th', {}, ''), el('th', {}, 'notes')),
          ),
          el('tbody', {}, rows),
        )
      : null;
  const example = (label: string, value: unknown) =>
    value === undefined
      ? null
      : el('div', { class: 'example' }, el('h5', {}, label), el('pre', {}, JSON.stringify(value, null, 2)));

  const ops: { path: string; method: string; op: any }[] = [];
  for (const [path, methods] of Object.entries<any>(spec.paths ?? {})) {
    for (const [method, op] of Object.entries<any>(methods)) ops.push({ path, method: method.toUpperCase(), op });
  }
  const tags = [...new Set(ops.map((o) => o.op.tags?.[0] ?? 'Other'))];
  const nav = el(
    'nav',
    {},
    el('h2', {}, 'Endpoints'),
    ...tags.map((t) =>
      el(
        'div',
        { class: 'navgroup' },
        el('h3', {}, t),
        ...ops
          .filter((o) => (o.op.tags?.[0] ?? 'Other') === t)
          .map((o) =>
            el('a', { href: `#${o.op.operationId}` }, el('span', { class: `m m-${o.method}` }, o.method), ' ', o.path),
          ),
      ),
    ),
  );
  const main = el(
    'main',
    {},
    el('h1', {}, spec.info?.title ?? 'API', ' ', el('small', {}, spec.info?.version ?? '')),
    el('p', { class: 'lead' }, spec.info?.description ?? ''),
  );
  for (const t of tags) {
    main.append(el('h2', { class: 'tag' }, t));
    for (const { path, method, op } of ops.filter((o) => (o.op.tags?.[0] ?? 'Other') === t)) {
      const params = (op.parameters ?? []).map((p: any) =>
        el(
          'tr',
          {},
          el('td', {}, el('code', {}, p.name)),
          el('td', {}, `${p.in} · ${typeOf(p.schema ?? {})}`),
          el('td', {}, p.required ? 'required' : 'optional'),
          el('td', {}, [p.description ?? '', limits(p.schema ?? {})].filter(Boolean).join(' · ')),
        ),
      );
      const body = op.requestBody?.content?.['application/json'];
      const okStatus = Object.keys(op.responses ?? {}).find((s) => /^2/.test(s));
      const ok = okStatus ? op.responses[okStatus]?.content?.['application/json'] : undefined;
      main.append(
        el(
          'section',
          { id: op.operationId, class: 'op' },
          el('h3', {}, el('span', { class: `m m-${method}` }, method), ' ', el('code', {}, path)),
          el('p', {}, op.summary ?? ''),
          op.security && op.security.length === 0 ? el('p', { class: 'note' }, 'No API key needed.') : null,
          params.length ? el('h4', {}, 'Parameters') : null,
          params.length ? el('table', {}, el('tbody', {}, params)) : null,
          body ? el('h4', {}, 'Request body') : null,
          body ? table(fields(body.schema)) : null,
          example('Example request', body?.example),
          ok ? el('h4', {}, `Response ${okStatus}`) : null,
          ok ? table(fields(ok.schema)) : null,
          example('Example response', ok?.example ?? deref(ok?.schema)?.examples?.[0]),
          el('h4', {}, 'Errors'),
          el(
            'ul',
            { class: 'errors' },
            Object.entries<any>(op.responses ?? {})
              .filter(([s]) => !/^2/.test(s))
              .map(([s, r]) => el('li', {}, el('code', {}, s), ' ', r.description ?? '')),
          ),
        ),
      );
    }
  }
  root.replaceChildren(nav, main);
  document.title = `${spec.info?.title ?? 'API'} reference`;
  if (location.hash) document.getElementById(location.hash.slice(1))?.scrollIntoView();
}

const STYLE = `
:root { --fg: #1d232a; --muted: #5b6672; --line: #e3e7eb; --bg: #fff; --accent: #0b6e4f; }
* { box-sizing: border-box; }
body { margin: 0; font: 15px/1.5 system-ui, -apple-system, Segoe UI, Roboto, sans-serif; color: var(--fg); background: var(--bg); }
#app { display: grid; grid-template-columns: 300px 1fr; min-height: 100vh; }
nav { border-right: 1px solid var(--line); padding: 16px; position: sticky; top: 0; height: 100vh; overflow: auto; font-size: 13px; }
nav h2 { font-size: 14px; text-transform: uppercase; color: var(--muted); }
nav h3 { font-size: 13px; margin: 14px 0 4px; }
nav a { display: block; color: var(--fg); text-decoration: none; padding: 2px 0; white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }
nav a:hover { color: var(--accent); }
main { padding: 24px 40px; max-width: 1100px; }
h1 small { color: var(--muted); font-weight: normal; font-size: 16px; }
.lead { color: var(--muted); }
h2.tag { border-bottom: 2px solid var(--line); padding-bottom: 4px; margin-top: 40px; }
section.op { border: 1px solid var(--line); border-radius: 8px; padding: 12px 18px; margin: 16px 0; }
section.op h3 { margin: 4px 0; font-size: 17px; }
.m { display: inline-block; min-width: 56px; text-align: center; font: 600 12px/20px ui-monospace, monospace; border-radius: 4px; color: #fff; }
.m-GET { background: #2a6fdb; } .m-POST { background: #0b6e4f; } .m-PATCH { background: #b26b00; } .m-DELETE { background: #b3261e; }
table { border-collapse: collapse; width: 100%; font-size: 13px; margin: 6px 0 12px; }
td, th { border-bottom: 1px solid var(--line); padding: 4px 8px; text-align: left; vertical-align: top; }
code, pre { font-family: ui-monospace, SFMono-Regular, Menlo, monospace; }
pre { background: #f5f7f9; border-radius: 6px; padding: 10px; overflow: auto; font-size: 12px; }
.note { color: var(--accent); font-size: 13px; }
.errors { font-size: 13px; color: var(--muted); }
.error { color: #b3261e; padding: 24px; }
`;

/** The whole `/docs` page. */
export function docsPage(): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Rentline API reference</title>
<style>${STYLE}</style>
</head>
<body>
<div id="app"><p style="padding:24px">Loading the API reference from <a href="/v1/openapi.json">/v1/openapi.json</a>…</p></div>
<script>(${docsClient.toString()})();</script>
</body>
</html>
`;
}
