// Vowch's own sign-in screen, served at /api/login when no identity provider is configured.
import { useState } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { credentialsSchema, type Credentials } from "@common/schemas/auth";
import { Wordmark } from "@/components/brand/logo";
import { Button } from "@/components/ui/button";
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { Tabs, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { apiRequest, serverMessage } from "@/lib/api-client";
import { safeReturnPath } from "@/lib/paths";

type Mode = "signin" | "register";

export default function LoginPage() {
  const [mode, setMode] = useState<Mode>("signin");
  const [error, setError] = useState<string | null>(null);
  const form = useForm<Credentials>({
    resolver: zodResolver(credentialsSchema),
    defaultValues: { email: "", password: "" },
  });

  async function onSubmit(values: Credentials) {
    setError(null);
    try {
      await apiRequest("POST", mode === "signin" ? "/api/auth/login" : "/api/auth/register", values);
      const returnTo = new URLSearchParams(window.location.search).get("returnTo");
      window.location.href = safeReturnPath(returnTo);
    } catch (err) {
      setError(serverMessage(err, "Something went wrong. Please try again."));
    }
  }

  const submitting = form.formState.isSubmitting;
  return (
    <div className="flex min-h-dvh flex-col bg-background">
      <header className="pt-safe">
        <div className="mx-auto flex h-16 max-w-[480px] items-center px-5">
          <a href="/" aria-label="Vowch home">
            <Wordmark className="h-8" />
          </a>
        </div>
      </header>
      <main className="mx-auto w-full max-w-[480px] flex-1 px-5 pt-4 pb-10">
        <h1 className="text-2xl font-extrabold text-foreground">{mode === "signin" ? "Welcome back" : "Join Vowch"}</h1>
        <p className="mt-1 text-sm text-muted-foreground">
          {mode === "signin"
            ? "Sign in to see who your friends recommend."
            : "Create an account to find providers your friends trust."}
        </p>
        <Tabs
          value={mode}
          onValueChange={(v) => {
            setMode(v as Mode);
            setError(null);
          }}
          className="mt-6"
        >
          <TabsList className="grid w-full grid-cols-2">
            <TabsTrigger value="signin">Sign in</TabsTrigger>
            <TabsTrigger value="register">Create account</TabsTrigger>
          </TabsList>
        </Tabs>
        <Form {...form}>
          <form onSubmit={form.handleSubmit(onSubmit)} className="mt-6 grid gap-4" noValidate>
            <FormField
              control={form.control}
              name="email"
              render={({ field }) => (
                <FormItem>
                  <FormLabel>E-mail</FormLabel>
                  <FormControl>
                    <Input type="email" autoComplete="email" inputMode="email" placeholder="you@example.com" {...field} />
                  </FormControl>
                  <FormMessage />
                </FormItem>
              )}
            />
            <FormField
              control={form.control}
              name="password"
              render={({ field }) => (
                <FormItem>
                  <FormLabel>Password</FormLabel>
                  <FormControl>
                    <Input
                      type="password"
                      autoComplete={mode === "signin" ? "current-password" : "new-password"}
                      placeholder={mode === "register" ? "At least 8 characters" : undefined}
                      {...field}
                    />
                  </FormControl>
                  <FormMessage />
                </FormItem>
              )}
            />
            {error ? (
              <p
                role="alert"
                className="rounded-lg border border-destructive/30 bg-destructive/10 px-3 py-2 text-sm text-destructive"
              >
                {error}
              </p>
            ) : null}
            <Button type="submit" size="lg" disabled={submitting} className="mt-2 w-full">
              {mode === "signin"
                ? submitting
                  ? "Signing in..."
                  : "Sign in"
                : submitting
                  ? "Creating account..."
                  : "Create account"}
            </Button>
          </form>
        </Form>
      </main>
    </div>
  );
}
