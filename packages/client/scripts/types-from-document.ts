/** TypeScript types of an OpenAPI document, as openapi-typescript writes them, with our header. */
import openapiTS, { astToString } from 'openapi-typescript';

const HEADER = `/**
 * Generated from the Rentline OpenAPI document by openapi-typescript: do not edit.
 * Regenerate with \`pnpm --filter @rentline/client generate\`.
 */

`;

export async function typesFromDocument(doc: Record<string, unknown>): Promise<string> {
  // A field with a default may be left out of a request (the named request bodies, such as each pricing
  // rule type's, are components too): not made required as openapi-typescript does by default.
  const ast = await openapiTS(JSON.stringify(doc), {
    alphabetize: false,
    rootTypes: false,
    silent: true,
    defaultNonNullable: false,
  });
  return HEADER + astToString(ast);
}
