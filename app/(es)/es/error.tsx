"use client";

import { ErrorView } from "@/components/layout/error-view";
import companyEs from "@/messages/es/company.json";

const words = {
  kicker: "Algo salió mal",
  heading: "Esta página dejó de funcionar",
  call: "Lo sentimos, fue un error nuestro. Su carrito sigue guardado en este navegador. Intente de nuevo, o llámenos al",
  after: `(${companyEs.hoursLong}) y le ayudaremos de inmediato.`,
  retry: "Intentar de nuevo",
  home: "Ir a la página de inicio",
  homeHref: "/es",
};

export default function ErrorPage(props: {
  error: unknown;
  retry: () => void;
}) {
  return <ErrorView {...props} words={words} />;
}
