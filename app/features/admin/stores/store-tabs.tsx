import { NavLink } from 'react-router';
import { cn } from '~/lib/cn';

/** A saved store's two pages: its details (the editor) and its batch (orders, totals, documents, shipping). */
export function StoreTabs({ storeId }: { storeId: string }) {
  const tab = ({ isActive }: { isActive: boolean }) =>
    cn(
      'inline-flex min-h-11 items-center border-b-2 px-3 text-sm font-medium md:min-h-9',
      isActive ? 'border-brand-700 text-brand-900' : 'border-transparent text-zinc-700 hover:text-brand-800',
    );
  return (
    <nav aria-label="Store pages" className="mt-4 border-b border-zinc-200">
      <ul className="flex gap-2">
        <li>
          <NavLink to={`/admin/stores/${storeId}`} end className={tab}>
            Details
          </NavLink>
        </li>
        <li>
          <NavLink to={`/admin/stores/${storeId}/batch`} className={tab}>
            Orders and batch
          </NavLink>
        </li>
      </ul>
    </nav>
  );
}
