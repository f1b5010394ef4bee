import type { ShopInfo } from '../../../domain/shop-info';
import { MailLayout } from './layout';

/** The code a new account's owner enters to verify their address. */
export function VerificationCodeMail(props: {
  shop: ShopInfo;
  firstName: string;
  code: string;
  /** How long the code works. */
  minutes: number;
}) {
  const { firstName, code, minutes } = props;
  const text = `Hello ${firstName},\n\nYour verification code is ${code}. It expires in ${minutes} minutes.\n\nIf you did not sign up, ignore this e-mail.`;
  return (
    <MailLayout shop={props.shop} title="Your verification code" text={text}>
      <p>Hello {firstName},</p>
      <p>Your verification code is</p>
      <p style={{ fontSize: 32, letterSpacing: 8, fontWeight: 'bold', margin: '16px 0' }}>{code}</p>
      <p>It expires in {minutes} minutes. If you did not sign up, you can ignore this e-mail.</p>
    </MailLayout>
  );
}
