import { data } from 'react-router';
import type { Route } from './+types/join';

/** An invitation's page: set a name and password (issue 33). CONTRACT STUB: helper B builds it. */
export async function loader({ params }: Route.LoaderArgs) {
  void params;
  return data(null, { status: 404 });
}

export const meta: Route.MetaFunction = () => [
  { title: 'Join the team' },
  { name: 'robots', content: 'noindex' },
];

export default function Placeholder() {
  return <h1>Join the team</h1>;
}
