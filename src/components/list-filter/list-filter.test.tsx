import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { ListFilter } from './list-filter';

const NAMES = ['ann', 'bob', 'bella', 'carl'];

function Filtered({ loading = false }: { loading?: boolean }) {
  const [text, setText] = useState('');
  const shown = NAMES.filter((name) => name.includes(text.trim())).length;
  return (
    <ListFilter
      label="Search by username"
      value={text}
      onChange={setText}
      total={loading ? undefined : NAMES.length}
      shown={shown}
      noun="users"
    />
  );
}

describe('ListFilter', () => {
  it('says how many rows there are, then how many match what is typed', async () => {
    render(<Filtered />);
    const count = screen.getByRole('status');
    expect(count).toHaveTextContent('4 users');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search by username' }), 'b');
    expect(count).toHaveTextContent('2 of 4 users match');
    await userEvent.clear(screen.getByRole('searchbox'));
    expect(count).toHaveTextContent('4 users');
  });

  it('says nothing while the list loads', () => {
    render(<Filtered loading />);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('groups thousands', () => {
    render(<ListFilter label="Filter clients" value="" onChange={() => undefined} total={5000} shown={5000} noun="clients" />);
    expect(screen.getByRole('status')).toHaveTextContent('5,000 clients');
  });
});
