// A form whose unsaved work is kept (useKeptValues, useKeptWork): the offer to restore kept work and
// the notice above it, and the form inert while the offer waits for an answer.
import type { ComponentProps } from 'react';
import type { KeptWork } from './use-kept-work';

export interface KeptWorkFormProps extends ComponentProps<'form'> {
  kept: Pick<KeptWork, 'offer' | 'notice' | 'offering'>;
}

export function KeptWorkForm({ kept, children, ...form }: KeptWorkFormProps) {
  return (
    <>
      {kept.offer}
      {kept.notice}
      <form {...form} inert={kept.offering || undefined}>
        {children}
      </form>
    </>
  );
}
