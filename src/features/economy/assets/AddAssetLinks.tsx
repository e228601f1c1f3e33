// The way to add an asset: one link per type.
import { FormattedMessage } from 'react-intl';
import { Link } from '../../../components/Link/Link';
import { paths } from '../../../../domain/paths';

/** Add links, one per type: `other-assets/add/{type}`. */
export function AddAssetLinks({ types }: { types: readonly string[] }) {
  return (
    <ul className="economy-add-links">
      {types.map((type) => (
        <li key={type}>
          <Link to={paths.economy.addOtherAsset.getHref(type)} variant="button-secondary">
            <FormattedMessage id={`economy.otherAssets.add.${type}`} />
          </Link>
        </li>
      ))}
    </ul>
  );
}
