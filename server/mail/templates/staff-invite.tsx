import { ROLE_LABELS, type StaffRole } from '../../../domain/permissions';
import type { ShopInfo } from '../../../domain/shop-info';
import { INVITE_DAYS } from '../../../domain/staff';
import { MailLayout, mailSignature } from './layout';
import { ButtonLink } from './parts';

/** A staff invitation: the one-use link to set a name and password and join the shop's staff. */
export function StaffInviteMail(props: {
  role: StaffRole;
  invitedBy: string | null;
  link: string;
  shop: ShopInfo;
  subject: string;
}) {
  const { role, invitedBy, link, shop } = props;
  const who = invitedBy ? `${invitedBy} has invited you` : 'You have been invited';
  const lead = `${who} to join ${shop.name}'s staff as ${ROLE_LABELS[role]}. Follow the link to set your name and password. It works once, for ${INVITE_DAYS} days.`;
  const ignore =
    "If you weren't expecting this, you can ignore this e-mail: nothing happens until the link is used.";
  const text = ['Hello,', lead, `Join: ${link}`, ignore, mailSignature(shop)].join('\n\n');
  return (
    <MailLayout shop={shop} title={props.subject} text={text}>
      <p>Hello,</p>
      <p>{lead}</p>
      <ButtonLink href={link}>Join the team</ButtonLink>
      <p>{ignore}</p>
    </MailLayout>
  );
}
