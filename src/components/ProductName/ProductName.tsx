import { useIntl } from 'react-intl';
import type { ProductKind } from '../../../domain/offerProducts';

/**
 * An offered product's name: the known sub types of the demo lenders are translated; a real lender's own sub type
 * (free text from the supplier API) shows as the lender wrote it.
 */
export function useProductName(): (subType: string) => string {
  const intl = useIntl();
  return (subType) => {
    const id = `product.subType.${subType}`;
    return id in intl.messages ? intl.formatMessage({ id }) : subType.replace(/_/g, ' ');
  };
}

export function ProductName({ subType }: { subType: string }) {
  return <>{useProductName()(subType)}</>;
}

/** The kind of product a comparison row group is about ("Realkreditlån", "Opsparing"), numbered from the second. */
export function ProductKindName({ kind, index = 0 }: { kind: ProductKind; index?: number }) {
  const intl = useIntl();
  const name = intl.formatMessage({ id: `product.kind.${kind}` });
  return <>{index > 0 ? intl.formatMessage({ id: 'product.kindNumbered' }, { name, number: index + 1 }) : name}</>;
}
