/** The bundle page's panel when loading failed for any reason but an unknown bundle (spec: Error loading bundle). */
export function BundleLoadError({ detail }: { detail?: string | null }) {
  return (
    <div className="mx-auto max-w-2xl px-4 py-20 text-center">
      <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-6">
        <h1 className="text-2xl font-bold text-red-900">Error loading bundle</h1>
        <p className="mt-2 text-red-800">
          {detail || 'Sorry, we could not load this bundle. Please try again.'}
        </p>
        <button
          type="button"
          onClick={() => window.location.reload()}
          className="mt-5 inline-flex min-h-11 items-center rounded-md bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800"
        >
          Try Again
        </button>
      </div>
    </div>
  );
}
