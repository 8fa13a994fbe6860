import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { ContactSection } from './contact-section';

let alert: MockInstance<typeof window.alert>;
let fetchSpy: MockInstance<typeof fetch>;

function setup() {
  const user = userEvent.setup();
  render(<ContactSection />);
  return { user, form: screen.getByRole('form', { name: 'Contact form' }) };
}

describe('the contact form', () => {
  beforeEach(() => {
    alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    fetchSpy = vi.spyOn(globalThis, 'fetch');
  });

  it('asks for a name, an email address, an optional service and a message', () => {
    setup();
    expect(screen.getByLabelText('Name')).toBeRequired();
    expect(screen.getByLabelText('Email')).toBeRequired();
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('Message')).toBeRequired();
    const service = screen.getByLabelText('Service (optional)');
    expect(service).not.toBeRequired();
    expect(
      within(service)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Choose a service', 'Property Management', 'Home Renovations', 'Both / Not sure']);
  });

  it('promises a reply within one business day', () => {
    setup();
    expect(screen.getByText('We reply within one business day.')).toBeInTheDocument();
  });

  it('says which required fields are missing, focuses the first, and sends nothing', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(screen.getByLabelText('Name')).toHaveAccessibleDescription('Enter your name.');
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Enter your email address.');
    expect(screen.getByLabelText('Message')).toHaveAccessibleDescription('Enter a message.');
    expect(screen.getByLabelText('Name')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Name')).toHaveFocus();
    expect(alert).not.toHaveBeenCalled();
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('keeps what the user typed when a check fails', async () => {
    const { user } = setup();
    await user.type(screen.getByLabelText('Name'), 'Mere Parata');
    await user.type(screen.getByLabelText('Email'), 'mere@example');
    await user.selectOptions(screen.getByLabelText('Service (optional)'), 'Home Renovations');
    await user.type(screen.getByLabelText('Message'), 'A new deck, please.');
    await user.click(screen.getByRole('button', { name: 'Send message' }));

    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Enter an email address like name@example.co.nz.');
    expect(screen.getByLabelText('Email')).toHaveFocus();
    expect(screen.getByLabelText('Name')).toHaveValue('Mere Parata');
    expect(screen.getByLabelText('Name')).toHaveAttribute('aria-invalid', 'false');
    expect(screen.getByLabelText('Email')).toHaveValue('mere@example');
    expect(screen.getByLabelText('Service (optional)')).toHaveValue('Home Renovations');
    expect(screen.getByLabelText('Message')).toHaveValue('A new deck, please.');
    expect(alert).not.toHaveBeenCalled();
  });

  it('clears a field’s message once the user edits it', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    await user.type(screen.getByLabelText('Name'), 'M');
    expect(screen.getByLabelText('Name')).not.toHaveAccessibleDescription();
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Enter your email address.');
  });

  it('on a complete form shows the alert, makes no network call and clears the form', async () => {
    const { user } = setup();
    await user.type(screen.getByLabelText('Name'), 'Mere Parata');
    await user.type(screen.getByLabelText('Email'), 'mere@example.co.nz');
    await user.type(screen.getByLabelText('Message'), 'Could you manage my flat in Onehunga?');
    await user.click(screen.getByRole('button', { name: 'Send message' }));

    expect(alert).toHaveBeenCalledOnce();
    expect(alert).toHaveBeenCalledWith(
      'Thank you — your message has been submitted. (This form is not connected yet: connect it to a backend so messages reach the team.)',
    );
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Name')).toHaveValue('');
    expect(screen.getByLabelText('Message')).toHaveValue('');
  });

  it('accepts any of the three services', async () => {
    const { user } = setup();
    await user.type(screen.getByLabelText('Name'), 'Sione');
    await user.type(screen.getByLabelText('Email'), 'sione@example.co.nz');
    await user.selectOptions(screen.getByLabelText('Service (optional)'), 'Both / Not sure');
    await user.type(screen.getByLabelText('Message'), 'Both, probably.');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(alert).toHaveBeenCalledOnce();
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});
