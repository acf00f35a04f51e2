import { useTranslation } from "@/lib/use-translation";
import { AlertCircle } from "lucide-react";
import { Link } from "wouter";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { useDocumentTitle } from "@/hooks/use-document-title";

export default function NotFoundPage() {
  const { t } = useTranslation();
  useDocumentTitle(t("notFound.title"));
  return (
    <div className="flex min-h-dvh items-center justify-center bg-background px-4">
      <Card className="w-full max-w-md">
        <CardContent className="pt-6">
          <div className="flex items-center gap-2">
            <AlertCircle aria-hidden className="size-8 text-destructive" />
            <h1 className="text-2xl font-bold text-foreground">{t("notFound.title")}</h1>
          </div>
          <p className="mt-4 text-sm text-muted-foreground">{t("notFound.text")}</p>
          <Button asChild variant="outline" className="mt-6 w-full">
            <Link href="/">{t("notFound.home")}</Link>
          </Button>
        </CardContent>
      </Card>
    </div>
  );
}
