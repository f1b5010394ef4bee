import { Form, useNavigation } from 'react-router';
import { FormError, PasswordField, SubmitButton, TextField } from './auth-card';

/**
 * The e-mail and password form of both logins, the shop's (/login) and the seller's (/admin/login): they differ
 * only in where a login leads, the e-mail box's autocomplete and the refusal's title.
 */
export function LoginForm(props: {
  /** Where the login leads (sent as the hidden `redirectTo`). */
  redirectTo: string;
  emailAutoComplete: 'email' | 'username';
  errors: { email?: string; password?: string };
  formError?: string | null;
  formErrorTitle?: string;
}) {
  const busy = useNavigation().state === 'submitting';
  return (
    <Form method="post" noValidate className="space-y-4">
      <input type="hidden" name="redirectTo" value={props.redirectTo} />
      <FormError title={props.formErrorTitle} message={props.formError} />
      <TextField
        label="Email"
        name="email"
        type="email"
        autoComplete={props.emailAutoComplete}
        error={props.errors.email}
      />
      <PasswordField error={props.errors.password} />
      <SubmitButton busy={busy} busyText="Logging in...">
        Login
      </SubmitButton>
    </Form>
  );
}
