import { redirect } from 'react-router';

// The footer's Home quick link is built from its label, so /home exists and leads to /
export const loader = () => redirect('/', 301);
