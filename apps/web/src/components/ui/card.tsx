import { styled } from '@/components/ui/styled';

export const Card = styled(
  'div',
  'card',
  'flex flex-col gap-6 rounded-xl border bg-card py-6 text-card-foreground shadow-sm',
);

export const CardHeader = styled(
  'div',
  'card-header',
  'grid auto-rows-min grid-rows-[auto_auto] items-start gap-1.5 px-6 has-data-[slot=card-action]:grid-cols-[1fr_auto]',
);

export const CardTitle = styled('div', 'card-title', 'leading-none font-semibold');

export const CardDescription = styled('div', 'card-description', 'text-sm text-muted-foreground');

export const CardAction = styled(
  'div',
  'card-action',
  'col-start-2 row-span-2 row-start-1 self-start justify-self-end',
);

export const CardContent = styled('div', 'card-content', 'px-6');

export const CardFooter = styled('div', 'card-footer', 'flex items-center px-6');
