import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import {
  admin,
  learner,
  renderWithProviders,
  setSession,
  type SessionShape,
} from '../../testing/test-utils';
import { GuestOnly } from './guest-only';
import { RequireAdmin } from './require-admin';
import { RequireAuth } from './require-auth';

function renderGuarded(path: string, session: SessionShape) {
  setSession(session);
  return renderWithProviders(
    <Routes>
      <Route path="/" element={<p>home</p>} />
      <Route
        path="/signin"
        element={
          <GuestOnly>
            <p>sign-in form</p>
          </GuestOnly>
        }
      />
      <Route
        path="/members"
        element={
          <RequireAuth>
            <p>members area</p>
          </RequireAuth>
        }
      />
      <Route
        path="/admins"
        element={
          <RequireAdmin>
            <p>back office</p>
          </RequireAdmin>
        }
      />
    </Routes>,
    { route: path },
  );
}

const location = () => screen.getByTestId('location').textContent;

describe('signed-in only', () => {
  test('shows Loading... while the session loads', () => {
    renderGuarded('/members', 'loading');
    expect(screen.getByText('Loading...')).toBeTruthy();
    expect(location()).toBe('/members');
  });
  test('sends a guest to /signin, telling it the page to come back to', () => {
    renderGuarded('/members?page=2#notes', 'guest');
    expect(location()).toBe(`/signin?next=${encodeURIComponent('/members?page=2#notes')}`);
    expect(screen.getByText('sign-in form')).toBeTruthy();
  });
  test('renders the area for a user', () => {
    renderGuarded('/members', learner);
    expect(screen.getByText('members area')).toBeTruthy();
  });
});

describe('guests only', () => {
  test('shows Loading... while the session loads', () => {
    renderGuarded('/signin', 'loading');
    expect(screen.getByText('Loading...')).toBeTruthy();
  });
  test('sends a signed-in user home', () => {
    renderGuarded('/signin', learner);
    expect(location()).toBe('/');
    expect(screen.getByText('home')).toBeTruthy();
  });
  test('or, once signed in, to the page the sign-in was asked to return to', () => {
    renderGuarded('/signin?next=%2Fmembers', learner);
    expect(location()).toBe('/members');
    expect(screen.getByText('members area')).toBeTruthy();
  });
  test('renders the page for a guest', () => {
    renderGuarded('/signin', 'guest');
    expect(screen.getByText('sign-in form')).toBeTruthy();
  });
});

describe('admin only', () => {
  test('shows Loading... while the session loads', () => {
    renderGuarded('/admins', 'loading');
    expect(screen.getByText('Loading...')).toBeTruthy();
    expect(screen.queryByText('back office')).toBeNull();
  });
  test('asks a guest to sign in, without redirecting', () => {
    renderGuarded('/admins', 'guest');
    expect(screen.getByRole('heading', { name: 'Authentication Required' })).toBeTruthy();
    expect(screen.getByText('Please sign in to access this page.')).toBeTruthy();
    expect(location()).toBe('/admins');
    expect(screen.queryByText('back office')).toBeNull();
    expect(screen.getByRole('link', { name: 'Sign In' }).getAttribute('href')).toBe(
      '/signin?next=%2Fadmins',
    );
    expect(document.title).toBe('Authentication Required — Lyceum');
  });
  test('denies a learner', () => {
    renderGuarded('/admins', learner);
    expect(screen.getByRole('heading', { name: 'Access Denied' })).toBeTruthy();
    expect(screen.getByText('Admin privileges are required to access this page.')).toBeTruthy();
    expect(screen.queryByText('back office')).toBeNull();
  });
  test('lets an admin in', () => {
    renderGuarded('/admins', admin);
    expect(screen.getByText('back office')).toBeTruthy();
  });
});
