// The schemas the OpenAPI document names once, under `components.schemas` by their `$id`, and the routes reference
// with `refTo` (contract/primitives.ts): the lead and its request appear in seven supplier answers and would
// otherwise be written out in each, in the document and in every client generated from it. The server registers
// them (server/http/contract.ts) for the serialiser, the validators and the document alike.
import { RfqRequest } from './rfqRequest';
import { SupplierLeadSchema } from './supplier';

export const COMPONENT_SCHEMAS = [RfqRequest, SupplierLeadSchema];
