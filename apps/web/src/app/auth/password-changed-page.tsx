import { Link } from '@tanstack/react-router';
import { CircleCheck } from 'lucide-react';
import { useTexts } from '@/lib/texts';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { PublicLayout } from '@/app/layout/public-layout';

export function PasswordChangedPage() {
  const { t } = useTexts('auth');
  return (
    <PublicLayout>
      <Card className="w-full max-w-md text-center">
        <CardHeader className="justify-items-center">
          <CircleCheck className="size-10 text-emerald-600" aria-hidden="true" />
          <CardTitle>
            <h1 className="text-2xl">{t('passwordChanged.title')}</h1>
          </CardTitle>
          <CardDescription>{t('passwordChanged.description')}</CardDescription>
        </CardHeader>
        <CardContent />
        <CardFooter className="justify-center">
          <Button asChild>
            <Link to="/login/">{t('passwordChanged.login')}</Link>
          </Button>
        </CardFooter>
      </Card>
    </PublicLayout>
  );
}
