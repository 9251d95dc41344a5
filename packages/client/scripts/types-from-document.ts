/** TypeScript types of an OpenAPI document, as openapi-typescript writes them, with our header. */
import openapiTS, { astToString } from 'openapi-typescript';

const HEADER = `/**
 * Generated from the Rentline OpenAPI document by openapi-typescript: do not edit.
 * Regenerate with \`pnpm --filter @rentline/client generate\`.
 */

`;

export async function typesFromDocument(doc: Record<string, unknown>): Promise<string> {
  const ast = await openapiTS(JSON.stringify(doc), { alphabetize: false, rootTypes: false, silent: true });
  return HEADER + astToString(ast);
}
