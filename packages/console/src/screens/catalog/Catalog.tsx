/**
 * The catalog: fleet items and their rates, numbered units, pricing rules (create, edit, switch on and
 * off), add-ons, packages and coupons, and the shop's late-fee policy.
 */
import { Tab, TabList, TabPanel, Tabs } from 'react-aria-components';
import { Addons } from './Addons.js';
import { FleetItems } from './FleetItems.js';
import { Offers } from './Offers.js';
import { Rules } from './Rules.js';
import { ShopSettings } from './ShopSettings.js';
import { Units } from './Units.js';

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
          <Tab id="shop" className="tab">
            Late fees
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
        <TabPanel id="shop" className="tab-panel">
          <ShopSettings />
        </TabPanel>
      </Tabs>
    </section>
  );
}
