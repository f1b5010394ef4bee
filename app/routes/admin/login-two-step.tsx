import { data } from 'react-router';
import type { Route } from './+types/login-two-step';

/** The login's second step: a code, a passkey or a recovery code (issue 33). CONTRACT STUB: helper C builds it. */
export async function loader() {
  return data(null, { status: 404 });
}

export const meta: Route.MetaFunction = () => [
  { title: 'Two-step login' },
  { name: 'robots', content: 'noindex' },
];

export default function Placeholder() {
  return <h1>Two-step login</h1>;
}
