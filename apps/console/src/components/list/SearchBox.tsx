import { Input } from 'antd';
import { type CSSProperties, useEffect, useState } from 'react';

/**
 * A list's search box: it shows the search text in force (from the address after a reload, a shared
 * link or the back button) and hands a new one over on Enter or the button; clearing it searches for
 * everything again.
 */
export function SearchBox({
  value,
  onSearch,
  placeholder,
  style,
  testId,
}: {
  value: string | undefined;
  onSearch: (text: string) => void;
  placeholder: string;
  style?: CSSProperties;
  testId: string;
}) {
  const [text, setText] = useState(value ?? '');
  // The text in force changed elsewhere (back button, a link): the box follows.
  useEffect(() => setText(value ?? ''), [value]);
  return (
    <Input.Search
      allowClear
      placeholder={placeholder}
      style={style}
      value={text}
      onChange={(event) => setText(event.target.value)}
      onSearch={onSearch}
      data-testid={testId}
    />
  );
}
