import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { adminSession, renderLogin, setUpSignInPageTests } from '@/app/auth/test-helpers';
import { getStoredUser } from '@/lib/session';

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

const fetchMock = vi.fn<typeof fetch>();

setUpSignInPageTests();

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
});

async function fillForm(email: string, password: string) {
  fireEvent.change(await screen.findByLabelText('Email'), { target: { value: email } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: password } });
}

describe('login page', () => {
  it('keeps the submit button disabled until the form is valid', async () => {
    renderLogin();
    const submit = await screen.findByRole('button', { name: 'Login' });
    expect((submit as HTMLButtonElement).disabled).toBe(true);
    await fillForm('not-an-email', 'x');
    expect((submit as HTMLButtonElement).disabled).toBe(true);
    await fillForm('admin@example.com', 'x');
    await waitFor(() => expect((submit as HTMLButtonElement).disabled).toBe(false));
  });

  it('shows field messages on submit, then re-checks them on every change', async () => {
    renderLogin();
    await fillForm('not-an-email', 'x');
    fireEvent.submit((await screen.findByRole('button', { name: 'Login' })).closest('form') as HTMLFormElement);
    expect(await screen.findByText('Please enter a valid email address')).toBeTruthy();
    expect(screen.getByLabelText('Email').getAttribute('aria-invalid')).toBe('true');
    expect(fetchMock).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'admin@example.com' } });
    await waitFor(() => expect(screen.queryByText('Please enter a valid email address')).toBeNull());
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: '' } });
    expect(await screen.findByText('Password is required')).toBeTruthy();
  });

  it('puts a server-side field error under its field', async () => {
    fetchMock.mockResolvedValueOnce(
      json(400, {
        error_code: 'VALIDATION_FAILED',
        message: 'Some fields are invalid.',
        details: { fields: [{ field: 'email', code: 'email', message: 'Invalid email' }] },
      }),
    );
    renderLogin();
    await fillForm('admin@example.com', 'x');
    fireEvent.click(await screen.findByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Please enter a valid email address')).toBeTruthy();
  });

  it('has a named show/hide toggle on the password', async () => {
    renderLogin();
    const toggle = await screen.findByRole('button', { name: 'Show password' });
    expect(screen.getByLabelText('Password').getAttribute('type')).toBe('password');
    fireEvent.click(toggle);
    expect(screen.getByLabelText('Password').getAttribute('type')).toBe('text');
    expect(screen.getByRole('button', { name: 'Hide password' })).toBeTruthy();
  });

  it("shows 'Invalid username or password' when sign-in fails", async () => {
    fetchMock.mockResolvedValueOnce(
      json(401, { error_code: 'INVALID_CREDENTIALS', message: 'Invalid username or password' }),
    );
    renderLogin();
    await fillForm('admin@example.com', 'wrong');
    fireEvent.click(await screen.findByRole('button', { name: 'Login' }));
    expect((await screen.findAllByText('Invalid username or password')).length).toBeGreaterThan(0);
    expect(getStoredUser()).toBeNull();
  });

  it('stores the user and lands by permission', async () => {
    fetchMock.mockResolvedValueOnce(json(200, { data: adminSession() }));
    const router = renderLogin();
    await fillForm('admin@example.com', 'Admin@12345');
    fireEvent.click(await screen.findByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Roles page')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/user/role-management');
    expect(getStoredUser()?.username).toBe('admin');
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/um/v1/auth/login');
    expect(init?.body).toBe('{"email":"admin@example.com","password":"Admin@12345"}');
  });
});
