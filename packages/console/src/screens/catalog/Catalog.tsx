/**
 * The catalog: fleet items with their rates and rate plans, numbered units, pricing rules (create,
 * edit, switch on and off), add-ons, packages and coupons, locations (each created and edited here),
 * the shop's late-fee policy and its schedule (loaded when its tab is first opened).
 */
import { lazy, Suspense } from 'react';
import { Tab, TabList, TabPanel, Tabs } from 'react-aria-components';
import { Addons } from './Addons.js';
import { FleetItems } from './FleetItems.js';
import { Locations } from './Locations.js';
import { Offers } from './Offers.js';
import { Rules } from './Rules.js';
import { ShopSettings } from './ShopSettings.js';
import { Units } from './Units.js';

const ScheduleSettings = lazy(() => import('./ScheduleForm.js').then((m) => ({ default: m.ScheduleSettings })));

export function Catalog() {
  return (
    <section className="screen" aria-labelledby="catalog-title">
      <div className="screen-head">
        <h1 id="catalog-title">Catalog</h1>
        <p className="muted">What the shop rents and how it is priced.</p>
      </div>
      <Tabs className="tabs">
        <TabList aria-label="Catalog" className="tab-list">
          <Tab id="items" className="tab">
            Fleet items
          </Tab>
          <Tab id="units" className="tab">
            Units
          </Tab>
          <Tab id="rules" className="tab">
            Pricing rules
          </Tab>
          <Tab id="addons" className="tab">
            Add-ons
          </Tab>
          <Tab id="offers" className="tab">
            Packages and coupons
          </Tab>
          <Tab id="locations" className="tab">
            Locations
          </Tab>
          <Tab id="shop" className="tab">
            Late fees
          </Tab>
          <Tab id="schedule" className="tab">
            Shop schedule
          </Tab>
        </TabList>
        <TabPanel id="items" className="tab-panel">
          <FleetItems />
        </TabPanel>
        <TabPanel id="units" className="tab-panel">
          <Units />
        </TabPanel>
        <TabPanel id="rules" className="tab-panel">
          <Rules />
        </TabPanel>
        <TabPanel id="addons" className="tab-panel">
          <Addons />
        </TabPanel>
        <TabPanel id="offers" className="tab-panel">
          <Offers />
        </TabPanel>
        <TabPanel id="locations" className="tab-panel">
          <Locations />
        </TabPanel>
        <TabPanel id="shop" className="tab-panel">
          <ShopSettings />
        </TabPanel>
        <TabPanel id="schedule" className="tab-panel">
          <Suspense fallback={<p className="muted">Loading…</p>}>
            <ScheduleSettings />
          </Suspense>
        </TabPanel>
      </Tabs>
    </section>
  );
}
