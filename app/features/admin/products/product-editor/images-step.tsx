import { useState } from 'react';
import { Button } from '~/components/ui/button';
import type { Update } from './basic-info-step';
import { moved, type EditorState } from './editor-state';
import { PictureField } from './picture-field';

export const FRONT_IMAGE_INPUT = 'product-front-image';
export const SIZE_CHART_INPUT = 'product-size-chart-image';

/** Step 2: front (required), back and side pictures, extra pictures in the seller's order, the size chart. */
export function ImagesStep({
  state,
  update,
  errors,
}: {
  state: EditorState;
  update: Update;
  errors: { front?: string; sizeChart?: string };
}) {
  return (
    <div className="flex flex-col gap-4">
      <div className="grid gap-4 md:grid-cols-3">
        <PictureField
          label="Front image"
          inputId={FRONT_IMAGE_INPUT}
          value={state.frontImageUrl}
          onChange={(frontImageUrl) => update({ frontImageUrl })}
          hint="Required. PNG, JPEG or WebP up to 10 MB."
          error={errors.front}
        />
        <PictureField
          label="Back image"
          value={state.backImageUrl}
          onChange={(backImageUrl) => update({ backImageUrl })}
        />
        <PictureField
          label="Side image"
          value={state.sideImageUrl}
          onChange={(sideImageUrl) => update({ sideImageUrl })}
        />
      </div>
      <ExtraImages
        images={state.images}
        onChange={(images) => update({ images })}
        onAdd={(url) => update((s) => (s.images.includes(url) ? {} : { images: [...s.images, url] }))}
      />
      <PictureField
        label="Size chart image"
        inputId={SIZE_CHART_INPUT}
        value={state.sizeChartImageUrl}
        onChange={(sizeChartImageUrl) => update({ sizeChartImageUrl })}
        error={errors.sizeChart}
      />
    </div>
  );
}

/** The extra pictures, reordered by dragging or with the Move buttons (announced), each removable. */
function ExtraImages({
  images,
  onChange,
  onAdd,
}: {
  images: string[];
  onChange: (images: string[]) => void;
  onAdd: (url: string) => void;
}) {
  const [announcement, setAnnouncement] = useState('');
  const [dragging, setDragging] = useState<number | null>(null);

  function move(from: number, to: number, focusButton?: 'up' | 'down') {
    if (to < 0 || to >= images.length) return;
    onChange(moved(images, from, to));
    setAnnouncement(`Extra image ${from + 1} moved to position ${to + 1} of ${images.length}.`);
    if (focusButton) {
      // keep the keyboard on the moved picture's button
      requestAnimationFrame(() => {
        const target =
          document.getElementById(`extra-image-${to}-${focusButton}`) ??
          document.getElementById(`extra-image-${to}-${focusButton === 'up' ? 'down' : 'up'}`);
        target?.focus();
      });
    }
  }

  return (
    <fieldset className="flex min-w-0 flex-col gap-3 rounded-md border border-zinc-200 p-3">
      <legend className="px-1 text-sm font-medium text-zinc-900">Extra images</legend>
      <p id="extra-images-hint" className="text-xs text-zinc-600">
        Shown after the front, back and side pictures, in this order. Drag a picture, or use its Move buttons.
      </p>
      {images.length > 0 && (
        <ol
          aria-label="Extra images, in order"
          aria-describedby="extra-images-hint"
          className="flex flex-col gap-2"
        >
          {images.map((url, i) => (
            <li
              key={url}
              draggable
              onDragStart={(e) => {
                setDragging(i);
                e.dataTransfer.effectAllowed = 'move';
              }}
              onDragOver={(e) => {
                if (dragging !== null) e.preventDefault();
              }}
              onDrop={(e) => {
                e.preventDefault();
                if (dragging !== null) move(dragging, i);
                setDragging(null);
              }}
              onDragEnd={() => setDragging(null)}
              data-testid="extra-image"
              className={`flex flex-wrap items-center gap-2 rounded-md border bg-white p-2 ${
                dragging === i ? 'border-brand-600 opacity-60' : 'border-zinc-200'
              } cursor-move`}
            >
              <img src={url} alt={`Extra image ${i + 1}`} className="h-16 w-16 rounded object-contain" />
              <span className="text-sm text-zinc-800">Position {i + 1}</span>
              <span className="ml-auto flex flex-wrap gap-1">
                <Button
                  id={`extra-image-${i}-up`}
                  type="button"
                  variant="secondary"
                  size="sm"
                  disabled={i === 0}
                  onClick={() => move(i, i - 1, 'up')}
                >
                  Move up<span className="sr-only"> extra image {i + 1}</span>
                </Button>
                <Button
                  id={`extra-image-${i}-down`}
                  type="button"
                  variant="secondary"
                  size="sm"
                  disabled={i === images.length - 1}
                  onClick={() => move(i, i + 1, 'down')}
                >
                  Move down<span className="sr-only"> extra image {i + 1}</span>
                </Button>
                <Button
                  type="button"
                  variant="danger-outline"
                  size="sm"
                  onClick={() => {
                    onChange(images.filter((_, j) => j !== i));
                    setAnnouncement(`Extra image ${i + 1} removed.`);
                  }}
                >
                  Remove<span className="sr-only"> extra image {i + 1}</span>
                </Button>
              </span>
            </li>
          ))}
        </ol>
      )}
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
      <PictureField label="Add an extra image" value={null} compact onChange={(url) => url && onAdd(url)} />
    </fieldset>
  );
}
