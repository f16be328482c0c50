import { twMerge } from 'tailwind-merge';
import { setClassMerge } from '@/lib/utils';

// Imported for this effect by the console (app/router.tsx) and the public pages' forms (lib/utils.ts says why).
setClassMerge(twMerge);
