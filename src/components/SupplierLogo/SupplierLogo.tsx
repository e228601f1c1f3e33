import './SupplierLogo.css';

/**
 * A lender's logo with its name beside it. The name is the text; the image is decoration (alt=""), so a screen
 * reader does not read the lender twice.
 */
export function SupplierLogo({
  name,
  logoUrl,
  size = 'md',
  className,
}: {
  name: string;
  logoUrl: string | null | undefined;
  size?: 'sm' | 'md' | 'lg';
  className?: string;
}) {
  return (
    <span className={['supplier-logo', `supplier-logo--${size}`, className].filter(Boolean).join(' ')}>
      {logoUrl ? (
        <img className="supplier-logo__image" src={logoUrl} alt="" decoding="async" />
      ) : (
        <span className="supplier-logo__image supplier-logo__image--initial" aria-hidden="true">
          {name.slice(0, 1)}
        </span>
      )}
      <span className="supplier-logo__name">{name}</span>
    </span>
  );
}
