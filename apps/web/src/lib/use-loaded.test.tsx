import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { loadAhead, useLoaded } from './use-loaded';

function Shown({ load }: { load: Promise<string> }) {
  const value = useLoaded(load);
  return <p>{value ?? 'placeholder'}</p>;
}

describe('useLoaded', () => {
  it('shows a placeholder until the load has come, then its result', async () => {
    let resolve: (value: string) => void = () => undefined;
    const load = loadAhead(() => new Promise<string>((done) => (resolve = done)));
    render(<Shown load={load} />);
    expect(screen.getByText('placeholder')).toBeTruthy();
    await act(async () => resolve('chart'));
    expect(screen.getByText('chart')).toBeTruthy();
  });

  it('shows a load that came before the first render at once, with no placeholder', async () => {
    const load = loadAhead(() => Promise.resolve('chart'));
    await load;
    render(<Shown load={load} />);
    expect(screen.getByText('chart')).toBeTruthy();
  });
});
