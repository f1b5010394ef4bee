import { DATA_EXPORT_LINK_HOURS } from '../../../domain/data-requests';
import { mailGreeting } from '../../../domain/greeting';
import type { ShopInfo } from '../../../domain/shop-info';
import { MailLayout, mailSignature } from './layout';
import { ButtonLink } from './parts';

/** The customer's download link to everything the shop keeps on them (issue 34): once, for a day, signed in. */
export function DataExportMail(props: { firstName: string; link: string; shop: ShopInfo; subject: string }) {
  const { link, shop } = props;
  const hello = mailGreeting(props.firstName);
  const lead = `Your data is ready: a ZIP file with your profile, addresses, orders, quotes, logos and the history of your e-mail choices, each as JSON and CSV.`;
  const rules = `The link works once, for ${DATA_EXPORT_LINK_HOURS} hours, when you are logged in to your account. If it runs out, ask again from your account page.`;
  const notYou = 'If you did not ask for this, log in and change your password, then reply to this e-mail.';
  const text = [hello, lead, rules, `Download your data: ${link}`, notYou, mailSignature(shop)].join('\n\n');
  return (
    <MailLayout shop={shop} title={props.subject} text={text}>
      <p>{hello}</p>
      <p>{lead}</p>
      <p>{rules}</p>
      <ButtonLink href={link}>Download your data</ButtonLink>
      <p>{notYou}</p>
    </MailLayout>
  );
}
