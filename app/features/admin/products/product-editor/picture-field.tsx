import { useId, useState } from 'react';
import { Button } from '~/components/ui/button';
import { ErrorList } from '~/components/ui/field';
import { uploadPicture } from './upload';

/**
 * One picture: a labelled file input that uploads at once with a progress bar, the picture once uploaded, and
 * a Remove button. `inputId` lets the editor move focus here when the picture is missing.
 */
export function PictureField(props: {
  label: string;
  value: string | null;
  onChange: (url: string | null) => void;
  inputId?: string;
  hint?: string;
  error?: string | null;
  compact?: boolean;
}) {
  const own = useId();
  const inputId = props.inputId ?? `${own}-file`;
  const [progress, setProgress] = useState<number | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const error = props.error ?? failure;
  const describedBy =
    [props.hint ? `${own}-hint` : null, error ? `${own}-error` : null].filter(Boolean).join(' ') || undefined;

  async function choose(file: File | undefined) {
    if (!file) return;
    setFailure(null);
    setProgress(0);
    try {
      const picture = await uploadPicture(file, setProgress);
      props.onChange(picture.url);
    } catch (e) {
      setFailure((e as Error).message);
    } finally {
      setProgress(null);
    }
  }

  return (
    <div className="flex flex-col gap-2 rounded-md border border-zinc-200 bg-zinc-50 p-3">
      <label htmlFor={inputId} className="text-sm font-medium text-zinc-900">
        {props.label}
      </label>
      {props.hint && (
        <p id={`${own}-hint`} className="text-xs text-zinc-600">
          {props.hint}
        </p>
      )}
      {props.value && (
        <img
          src={props.value}
          alt={`${props.label}: uploaded`}
          className={props.compact ? 'h-20 w-20 rounded object-contain' : 'h-32 w-32 rounded object-contain'}
        />
      )}
      <input
        id={inputId}
        type="file"
        accept="image/png,image/jpeg,image/webp"
        disabled={progress !== null}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        onChange={(e) => {
          void choose(e.target.files?.[0]);
          e.target.value = '';
        }}
        className="w-full max-w-full text-sm text-zinc-800 file:mr-3 file:rounded-md file:border-0 file:bg-brand-700 file:px-3 file:py-2 file:text-sm file:font-semibold file:text-white"
      />
      {progress !== null && (
        <progress
          value={Math.round(progress * 100)}
          max={100}
          aria-label={`Uploading ${props.label.toLowerCase()}`}
          className="h-2 w-full"
        />
      )}
      <ErrorList id={`${own}-error`} errors={[error]} className="text-sm text-red-700" />
      {props.value && (
        <Button
          type="button"
          variant="secondary"
          size="sm"
          onClick={() => props.onChange(null)}
          className="self-start"
        >
          Remove {props.label.toLowerCase()}
        </Button>
      )}
    </div>
  );
}
