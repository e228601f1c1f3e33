// The supplier API as a lender sees it: the operations tagged `supplier`, and the public configuration that says
// where the realtime socket is, cut from the app's OpenAPI document. scripts/supplierApiTypes.ts generates the
// example lender system's types from it.
export const SUPPLIER_TYPES_FILE = 'examples/lenderSystem/supplierApi.d.ts';

type Operation = { tags?: string[] };
type OpenApiDocument = {
  openapi: string;
  info: unknown;
  paths: Record<string, Record<string, Operation>>;
  components?: { securitySchemes?: unknown };
};

const PUBLIC_PATHS_A_LENDER_NEEDS = ['/api/config'];

export function supplierApiDocument(document: OpenApiDocument) {
  const paths = Object.fromEntries(
    Object.entries(document.paths).filter(
      ([path, operations]) =>
        PUBLIC_PATHS_A_LENDER_NEEDS.includes(path) ||
        Object.values(operations).some((operation) => operation.tags?.includes('supplier')),
    ),
  );
  return {
    openapi: document.openapi,
    info: document.info,
    paths,
    components: { securitySchemes: document.components?.securitySchemes ?? {} },
  };
}
