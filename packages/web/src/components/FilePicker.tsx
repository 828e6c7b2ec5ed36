import { useId, useRef } from 'react';

interface Props {
  label: string;
  onFile: (file: File) => void;
  className?: string;
}

/** A button that opens the file chooser for a game record (.json); keyboard operable like any button. */
export function FilePicker({ label, onFile, className }: Props) {
  const input = useRef<HTMLInputElement>(null);
  const id = useId();
  return (
    <>
      <button type="button" className={className ?? 'secondary'} onClick={() => input.current?.click()}>
        {label}
      </button>
      <input
        ref={input}
        id={id}
        type="file"
        accept=".json,application/json"
        className="visually-hidden"
        aria-label={label}
        tabIndex={-1}
        onChange={(e) => {
          const f = e.target.files?.[0];
          if (f) onFile(f);
          e.target.value = '';
        }}
      />
    </>
  );
}
