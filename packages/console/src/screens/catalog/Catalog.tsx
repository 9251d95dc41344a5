/** The catalog: fleet items and their rates, pricing rules (create, edit, switch on and off), add-ons, packages and coupons. */
import { Tab, TabList, TabPanel, Tabs } from 'react-aria-components';
import { Addons } from './Addons.js';
import { FleetItems } from './FleetItems.js';
import { Offers } from './Offers.js';
import { Rules } from './Rules.js';

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
          <Tab id="rules" className="tab">
            Pricing rules
          </Tab>
          <Tab id="addons" className="tab">
            Add-ons
          </Tab>
          <Tab id="offers" className="tab">
            Packages and coupons
          </Tab>
        </TabList>
        <TabPanel id="items" className="tab-panel">
          <FleetItems />
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
      </Tabs>
    </section>
  );
}
