import { styled } from '@/components/ui/styled';

export const Skeleton = styled('div', 'skeleton', 'animate-pulse rounded-md bg-accent');
