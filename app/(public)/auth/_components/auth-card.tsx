import { Logo } from "@/components/brand/logo";
import { Card, CardContent, CardHeader } from "@/components/ui/card";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { LoginForm } from "./login-form";
import { RegisterForm } from "./register-form";

export function AuthCard() {
  return (
    <Card className="mx-auto w-full max-w-md self-center">
      <CardHeader className="items-center text-center">
        <h1 className="sr-only">Connexion à Alizé</h1>
        <Logo size={44} showWordmark className="mx-auto" />
        <p className="text-muted-foreground">Votre compagnon de navigation</p>
      </CardHeader>
      <CardContent>
        <Tabs defaultValue="login">
          {/* 44 px tabs: a thumb's size. */}
          <TabsList className="grid h-auto w-full grid-cols-2">
            <TabsTrigger value="login" className="min-h-11 text-base">
              Connexion
            </TabsTrigger>
            <TabsTrigger value="register" className="min-h-11 text-base">
              Inscription
            </TabsTrigger>
          </TabsList>
          <TabsContent value="login" className="pt-4">
            <LoginForm />
          </TabsContent>
          <TabsContent value="register" className="pt-4">
            <RegisterForm />
          </TabsContent>
        </Tabs>
      </CardContent>
    </Card>
  );
}
