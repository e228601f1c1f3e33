// The supplier API as a lender sees it: the operations tagged `supplier`, the public configuration that says
// where the realtime socket is, and the named schemas (components.schemas) those reference, cut from the app's
// OpenAPI document. scripts/supplierApiTypes.ts generates the
// example lender system's types from it.
export const SUPPLIER_TYPES_FILE = 'examples/lenderSystem/supplierApi.d.ts';

type Operation = { tags?: string[] };
type OpenApiDocument = {
  openapi: string;
  info: unknown;
  paths: Record<string, Record<string, Operation>>;
  components?: { securitySchemes?: unknown; schemas?: Record<string, unknown> };
};

const COMPONENT_REF = '#/components/schemas/';

/** The names of the components `value` references, and those they reference in turn. */
function referencedComponents(value: unknown, schemas: Record<string, unknown>, found = new Set<string>()) {
  if (Array.isArray(value)) {
    for (const item of value) referencedComponents(item, schemas, found);
  } else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (key === '$ref' && typeof item === 'string' && item.startsWith(COMPONENT_REF)) {
        const name = item.slice(COMPONENT_REF.length);
        if (!found.has(name)) {
          found.add(name);
          referencedComponents(schemas[name], schemas, found);
        }
      } else referencedComponents(item, schemas, found);
    }
  }
  return found;
}

const PUBLIC_PATHS_A_LENDER_NEEDS = ['/api/config'];

export function supplierApiDocument(document: OpenApiDocument) {
  const paths = Object.fromEntries(
    Object.entries(document.paths).filter(
      ([path, operations]) =>
        PUBLIC_PATHS_A_LENDER_NEEDS.includes(path) ||
        Object.values(operations).some((operation) => operation.tags?.includes('supplier')),
    ),
  );
  const allSchemas = document.components?.schemas ?? {};
  const schemas = Object.fromEntries(
    [...referencedComponents(paths, allSchemas)].sort().map((name) => [name, allSchemas[name]]),
  );
  return {
    openapi: document.openapi,
    info: document.info,
    paths,
    components: { securitySchemes: document.components?.securitySchemes ?? {}, schemas },
  };
}
