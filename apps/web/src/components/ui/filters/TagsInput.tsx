import { useState } from 'react';
import { TextField } from '../TextField';

export interface TagsInputProps {
  label: string;
  hint?: string | undefined;
  placeholder?: string | undefined;
  value: readonly string[];
  onChange: (items: string[]) => void;
}

/** "a, b ,c" → ['a', 'b', 'c']: blanks dropped, each value trimmed. */
export function splitTags(text: string): string[] {
  return text
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
}

/**
 * A text box for several free values separated by commas (the `tags` filter
 * kind). The typed text is kept as typed, so spaces inside a value survive;
 * the parsed list is reported on every change.
 */
export function TagsInput({ label, hint, placeholder, value, onChange }: TagsInputProps) {
  const [text, setText] = useState(() => value.join(', '));
  // A value changed from outside (the panel's 'Limpiar') replaces the text.
  if (splitTags(text).join('\n') !== value.join('\n')) setText(value.join(', '));
  return (
    <TextField
      label={label}
      hint={hint ?? 'Separe los valores con comas'}
      placeholder={placeholder}
      value={text}
      onChange={(event) => {
        setText(event.target.value);
        onChange(splitTags(event.target.value));
      }}
    />
  );
}
