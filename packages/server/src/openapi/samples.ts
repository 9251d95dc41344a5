/**
 * Request samples of each operation for the reference page (`x-codeSamples`): curl, and the same call
 * through `@rentline/client`. Bodies (and query parameters) are the route's example's when it has one.
 */
import type { RouteDef } from '../http/route.js';

/** An id to show in a path, by the collection it belongs to. */
const SAMPLE_IDS: [RegExp, string][] = [
  [/^\/v1\/fleet-items/, 'fi_demo_kayak'],
  [/^\/v1\/addons/, 'ao_demo_lifejacket'],
  [/^\/v1\/packages/, 'pkg_demo_paddle'],
  [/^\/v1\/coupons/, 'cpn_demo_summer10'],
  [/^\/v1\/customers/, 'cus_demo_ada'],
  [/^\/v1\/locations/, 'loc_demo_harbor'],
  [/^\/v1\/pricing\/rules/, 'pr_demo_summer'],
  [/^\/v1\/bookings/, 'bk_0Vbey8Wb00004PlvNhKd'],
  [/^\/v1\/webhook-endpoints/, 'we_0Vbey8Wb00004PlvNhKe'],
  [/^\/v1\/events/, 'evt_0Vbey8Wb00004PlvNhKf'],
];

const indent = (text: string, by: string) => text.replace(/\n/g, `\n${by}`);

export function codeSamples(r: RouteDef, openApiPath: string): { lang: string; label: string; source: string }[] {
  const id = SAMPLE_IDS.find(([re]) => re.test(r.path))?.[1] ?? 'id';
  const concrete = r.path.replace(':id', id);
  const body = r.example?.request;
  const json = body === undefined ? undefined : JSON.stringify(body, null, 2);
  const query = r.example?.query;
  const search =
    query === undefined ? '' : `?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]))}`;
  const curl = [
    `curl -s ${r.method === 'GET' ? '' : `-X ${r.method} `}"$RENTLINE_URL${concrete}${search}"`,
    '  -H "Authorization: Bearer $RENTLINE_KEY"',
    ...(body === undefined ? [] : ["  -H 'Content-Type: application/json'", `  -d '${JSON.stringify(body)}'`]),
  ].join(' \\\n');

  const init: string[] = [];
  const queryText =
    query === undefined
      ? undefined
      : `{ ${Object.entries(query)
          .map(([k, v]) => `${k}: ${typeof v === 'number' ? v : `'${v}'`}`)
          .join(', ')} }`;
  if (r.path.includes(':id') || queryText !== undefined) {
    const parts = [
      ...(r.path.includes(':id') ? [`path: { id: '${id}' }`] : []),
      ...(queryText === undefined ? [] : [`query: ${queryText}`]),
    ];
    init.push(`params: { ${parts.join(', ')} }`);
  }
  if (json !== undefined) init.push(`body: ${indent(json, '  ')}`);
  const args = init.length === 0 ? '' : `, {\n  ${init.join(',\n  ')},\n}`;
  const setup = [
    "import { createClient } from '@rentline/client';",
    '',
    "const rentline = createClient({ apiKey: process.env.RENTLINE_KEY ?? '', baseUrl: 'http://127.0.0.1:3000' });",
  ];
  const call = r.list
    ? [`for await (const item of rentline.list('${openApiPath}'${args})) {`, '  console.log(item.id);', '}']
    : [`const result = await rentline.${r.method.toLowerCase()}('${openApiPath}'${args});`];
  return [
    { lang: 'Shell', label: 'curl', source: curl },
    { lang: 'TypeScript', label: '@rentline/client', source: [...setup, ...call].join('\n') },
  ];
}
