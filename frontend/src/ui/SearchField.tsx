import { TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { useAddressField } from './address-field';

/**
 * A list's search box whose text lives in the address: typing is sent after a pause (the caller
 * replaces the history entry, so Back skips the keystrokes), and Back, Forward or a link that
 * change the address change the box too.
 */
export function SearchField({
  label,
  value,
  onSearch,
  width = 260,
  placeholder = 'Search',
}: {
  label: string;
  value: string | undefined;
  onSearch: (value: string | undefined) => void;
  width?: number;
  /** null for a box whose label says enough (the media library's never had one) */
  placeholder?: string | null;
}) {
  const [typed, setTyped] = useAddressField(value ?? '');
  const send = useDebouncedCallback((next: string) => onSearch(next.trim() || undefined), 300);
  return (
    <TextInput
      label={label}
      placeholder={placeholder ?? undefined}
      type="search"
      value={typed}
      onChange={(event) => {
        setTyped(event.currentTarget.value);
        send(event.currentTarget.value);
      }}
      w={width}
      maw="100%"
    />
  );
}
