// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SearchBox } from './SearchBox';

afterEach(cleanup);

const input = () => screen.getByPlaceholderText('Search') as HTMLInputElement;

describe('SearchBox', () => {
  it('shows the search text in force and follows it when it changes elsewhere (reload, back)', () => {
    const onSearch = vi.fn();
    const { rerender } = render(
      <SearchBox value="tea" onSearch={onSearch} placeholder="Search" testId="s" />,
    );
    expect(input().value).toBe('tea');

    fireEvent.change(input(), { target: { value: 'coffee' } });
    expect(input().value).toBe('coffee');
    expect(onSearch).not.toHaveBeenCalled();
    fireEvent.keyDown(input(), { key: 'Enter', code: 'Enter', keyCode: 13 });
    expect(onSearch).toHaveBeenCalledWith('coffee', expect.anything(), expect.anything());

    // Back to an address without a search: the box empties.
    rerender(<SearchBox value={undefined} onSearch={onSearch} placeholder="Search" testId="s" />);
    expect(input().value).toBe('');
  });
});
