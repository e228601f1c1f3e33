// The mail a customer gets when a conversion of a property's mortgage reaches their alert threshold,
// in their language, from the one mail layout.
import { formatKroner } from '../../domain/money';
import { paths } from '../../domain/paths';
import type * as t from '../db/schema';
import { translate } from '../i18n/translate';
import { appLink, composeMail, firstName, mailLocaleOf } from '../mail/mailLayout';
import type { Mail } from '../mail/mailer';

export function alertMail(
  user: typeof t.users.$inferSelect,
  property: Pick<typeof t.properties.$inferSelect, 'id' | 'address1' | 'city'>,
  gainOre: number,
  appUrl: string,
): Mail {
  const locale = mailLocaleOf(user);
  const address = [property.address1, property.city].filter(Boolean).join(', ');
  const values = {
    gain: formatKroner(gainOre / 100, locale),
    address: address || translate(locale, 'mortgageSurveillance.mail.yourHome'),
  };
  return composeMail({
    locale,
    to: user.email,
    subject: translate(locale, 'mortgageSurveillance.mail.subject', values),
    name: firstName(user.name),
    sections: [
      translate(locale, 'mortgageSurveillance.mail.body', values),
      translate(locale, 'mortgageSurveillance.mail.disclaimer'),
    ],
    action: {
      label: translate(locale, 'mortgageSurveillance.mail.action'),
      url: appLink(appUrl, paths.mortgageSurveillance.property.getHref(property.id)),
    },
    closing: [translate(locale, 'mortgageSurveillance.mail.withdraw')],
  });
}
