import type { ReactNode } from 'react';

/** A part of the shop's settings: its anchor, its name in the contents. */
export interface SettingsSection {
  id: string;
  title: string;
}

/**
 * The shop's settings page: its sections listed first (a later setting joins by adding its section here and its
 * panel below), then each section's panel. The Owner's alone (settings:manage).
 */
export function SettingsLayout({ sections, children }: { sections: SettingsSection[]; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <h1 className="text-2xl font-bold text-brand-900">Shop settings</h1>
      <p className="mt-1 max-w-3xl text-sm text-zinc-700">
        The shop&rsquo;s legal settings. Only the Owner may change them; every change is in the audit trail.
      </p>
      <nav aria-label="Settings sections" className="mt-4 mb-5">
        <ul className="flex flex-wrap gap-2">
          {sections.map((s) => (
            <li key={s.id}>
              <a
                href={`#${s.id}`}
                className="inline-flex min-h-9 items-center rounded-md border border-zinc-300 bg-white px-3 text-sm font-medium text-brand-800 hover:border-brand-600"
              >
                {s.title}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <div className="grid max-w-3xl min-w-0 gap-6">{children}</div>
    </div>
  );
}
