import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ErrorView, ForbiddenView } from '@/app/pages/status-views';
import '@/lib/i18n';

describe('status views', () => {
  it('shows Something went wrong! and reveals the error on demand', () => {
    render(<ErrorView error={new Error('boom at line 3')} />);
    expect(screen.getByText('Something went wrong!')).toBeTruthy();
    expect(screen.queryByText('boom at line 3')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Show Error' }));
    expect(screen.getByText('boom at line 3')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Hide Error' }));
    expect(screen.queryByText('boom at line 3')).toBeNull();
  });

  it('says plainly when the role lacks the permission', () => {
    render(<ForbiddenView />);
    expect(screen.getByText('You do not have permission')).toBeTruthy();
  });
});
