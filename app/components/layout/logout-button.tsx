import { LogOut } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useRevalidator } from 'react-router';
import { toast } from '~/components/ui/toast';
import { api } from '~/lib/api';
import { cn } from '~/lib/cn';

export interface HeaderUser {
  firstName: string;
}

/**
 * Ends the session. A form, so it still posts without JavaScript; with JavaScript it calls the API, tells the
 * shopper, and reloads the route data so every loader sees the logged-out state (the toast stays on screen,
 * which a full page reload would lose).
 */
export function LogoutButton({ className, showIcon = false }: { className?: string; showIcon?: boolean }) {
  const [busy, setBusy] = useState(false);
  const revalidator = useRevalidator();

  async function logout(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    try {
      await api.post('/auth/logout');
      toast.success('Logged out successfully');
      await revalidator.revalidate();
    } catch {
      toast.error('Logout failed', { description: 'Please try again.' });
    } finally {
      setBusy(false);
    }
  }

  return (
    <form method="post" action="/api/auth/logout" onSubmit={logout} className="contents">
      <button type="submit" disabled={busy} className={cn(className)}>
        {showIcon && <LogOut aria-hidden="true" className="size-4" />}
        {busy ? 'Logging out...' : 'Logout'}
      </button>
    </form>
  );
}
