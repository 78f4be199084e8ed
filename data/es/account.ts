import type { AccountCopy, PlanCopy } from "@/data/copy/account";

/** The customer's account in Spanish (docs/glossary-es.md). */
export const accountEs = {
  title: "Su cuenta",
  description:
    "Inicie sesión o cree una cuenta con su correo electrónico y una contraseña; con la sesión iniciada, vea sus reservas, administre cada una o elimine su cuenta.",
  noScriptHeading: "Iniciar sesión",
  noScript:
    "Para iniciar sesión se necesita JavaScript. Actívelo y vuelva a cargar esta página, o llámenos y le ayudamos por teléfono.",
  guestBefore: "¿Reservó sin cuenta, o con otra cuenta?",
  guestAfter:
    "con su referencia y su correo electrónico, o abra el enlace de cualquiera de sus correos.",
  loading: "CARGANDO..",
  authErrors: {
    noMatch:
      "Ese correo electrónico y esa contraseña no corresponden a ninguna cuenta. Revíselos e intente de nuevo.",
    emailInUse:
      "Ya existe una cuenta con este correo electrónico. Inicie sesión, o cree la cuenta con otro correo.",
    weakPassword:
      "Esa contraseña es demasiado débil. Use al menos 6 caracteres.",
    invalidEmail:
      "Ese correo electrónico no parece correcto. Revíselo e intente de nuevo.",
    missingEmail: "Escriba su correo electrónico.",
    missingPassword: "Escriba su contraseña.",
    tooManyRequests:
      "Demasiados intentos. Espere unos minutos e intente de nuevo.",
    network:
      "No podemos comunicarnos con el servicio de inicio de sesión en este momento. Revise su conexión e intente de nuevo en un momento.",
    disabled: "Esta cuenta está desactivada. Llámenos y le ayudamos.",
    fallback:
      "Algo salió mal al iniciar su sesión. Intente de nuevo, por favor.",
  },
  login: {
    heading: "Iniciar sesión",
    email: "Correo electrónico",
    emailPlaceholder: "Escriba su correo electrónico",
    emailHint: "Nunca compartiremos su correo electrónico con nadie.",
    password: "Contraseña",
    submit: "Iniciar sesión",
    newHere: "¿Es nuevo aquí?",
    signUp: "Crear cuenta",
    forgot: "¿Olvidó su contraseña?",
  },
  signUp: {
    heading: "Crear una cuenta",
    emailHint:
      "Le enviamos un enlace a este correo para comprobar que es suyo.",
    passwordHint: "Al menos 6 caracteres.",
    repeat: "Repita la contraseña",
    mismatch: "Las dos contraseñas no coinciden. Escríbalas de nuevo.",
    agree: (age: number) => `Tengo ${age} años o más, y acepto los`,
    terms: "Términos del servicio",
    and: "y la",
    privacy: "Política de privacidad",
    submit: "Crear la cuenta",
    haveAccount: "¿Ya tiene una cuenta?",
    logIn: "Inicie sesión",
  },
  reset: {
    heading: "Restablecer su contraseña",
    intro:
      "Escriba el correo electrónico de su cuenta. Le enviamos un enlace para elegir una contraseña nueva.",
    submit: "Enviar el enlace",
    sent: (email: string) =>
      `Si una cuenta usa ${email}, le enviamos un enlace para elegir una contraseña nueva. Funciona una sola vez; si no llega en unos minutos, revise su carpeta de correo no deseado.`,
    back: "Volver a iniciar sesión",
  },
  verify: {
    heading: "Verifique su correo electrónico",
    sentTo: "Enviamos un enlace a",
    sentAfter:
      "Ábralo para confirmar que el correo es suyo; así las reservas que hizo sin cuenta con este correo aparecerán en su cuenta.",
    notYet:
      "Su correo todavía no está verificado. Abra el enlace del mensaje e intente de nuevo.",
    check: "Ya lo verifiqué",
    resend: "Enviar el enlace de nuevo",
    resent: (email: string) => `Le enviamos un enlace nuevo a ${email}.`,
  },
  panel: {
    heading: "Su cuenta",
    signedInAs: "Sesión iniciada como",
    signOut: "Cerrar sesión",
    deleted: "Su cuenta fue eliminada.",
    techBookings: "Reservas que hizo como cliente",
  },
  bookings: {
    heading: "Sus reservas",
    loading: "Cargando sus reservas…",
    failed: "No podemos mostrar sus reservas en este momento.",
    emptyBefore:
      "Todavía no tiene reservas. Las reservas que haga con la sesión iniciada aparecen aquí; una hecha sin iniciar sesión se encuentra en",
    emptyLink: "Administrar una reserva",
    manage: "Administrar",
    manageLabel: (reference: string) => `Administrar la reserva ${reference}`,
  },
  deletion: {
    heading: "Eliminar mi cuenta",
    explain:
      "Al eliminar su cuenta borramos su nombre, teléfono, correo electrónico y dirección de sus reservas anteriores; la referencia, los servicios, los totales y las fechas quedan en nuestros registros. No es posible mientras una reserva esté Solicitada o Confirmada.",
    ask: "¿Eliminar su cuenta para siempre? No se puede deshacer.",
    confirmGroup: "Confirmar la eliminación",
    yes: "Sí, eliminar mi cuenta",
    keep: "Conservar mi cuenta",
    failed:
      "No pudimos eliminar su cuenta en este momento. Intente de nuevo, por favor.",
    signInAgain: "Inicie sesión de nuevo y luego elimine su cuenta.",
    open: (references: readonly string[]) =>
      references.length === 1
        ? `Su cuenta no fue eliminada: la reserva ${references[0]} sigue abierta. Cancélela, o espere a que termine, e intente de nuevo.`
        : `Su cuenta no fue eliminada: las reservas ${references.join(", ")} siguen abiertas. Cancélelas, o espere a que terminen, e intente de nuevo.`,
    unreachable: (phone: string) =>
      `No pudimos eliminar su cuenta en este momento. Intente de nuevo, o llámenos al ${phone}.`,
  },
} as const satisfies AccountCopy;

/** "Your plan" in Spanish. */
export const planEs = {
  heading: "Su plan",
  loading: "Cargando su plan…",
  unreadable:
    "No podemos mostrar su plan en este momento. Vuelva a cargar la página, por favor.",
  noneBefore: "No tiene un plan de informática administrada con nosotros.",
  noneLink: "Vea los planes",
  noneAfter: "y pídanos uno con el formulario de contacto.",
  plan: "Plan",
  includes: "Incluye",
  term: "Este período",
  autoRenewal: "Renovación automática",
  ended: "Terminada",
  on: "Activada",
  off: "Desactivada",
  nextRenewal: "Próxima renovación",
  aYear: "al año",
  to: "al",
  renewal: (price: string) =>
    `${price} por el año. No se cobra nada en línea: le enviamos una factura, como hicimos este año.`,
  endedOn: (date: string) => `Su plan terminó el ${date}.`,
  endsOn: (date: string) => `Su plan termina el ${date}.`,
  askOff: (date: string) =>
    `¿Desactivar la renovación automática? Su plan sigue hasta el ${date} y luego termina. Puede volver a activarla antes de esa fecha.`,
  askOn: (date: string, price: string) =>
    `¿Activar la renovación automática? Su plan se renovará el ${date} por ${price} al año.`,
  yesOff: "Sí, desactivar la renovación automática",
  yesOn: "Sí, activar la renovación automática",
  switchOff: "Desactivar la renovación automática",
  switchOn: "Activar la renovación automática",
  keep: "Dejarlo como está",
  signInAgain: "Inicie sesión de nuevo para ver su plan, por favor.",
  unavailable:
    "No podemos mostrar su plan en este momento. Intente de nuevo en unos minutos, por favor.",
  expired:
    "Esta página venció o ya se usó, así que no se cambió nada. Este es su plan tal como está ahora.",
  notYours:
    "Esta página venció. Vuelva a cargar la página de su cuenta, por favor.",
  planEnded: (date: string) =>
    `Este plan terminó el ${date}, así que no se cambió nada.`,
  termEnded: (date: string) =>
    `Este período terminó el ${date}, así que ya no se puede cambiar su renovación automática. Llámenos si necesita ayuda.`,
  nowOff: (date: string) =>
    `La renovación automática está desactivada. Su plan termina el ${date}. Le enviamos una confirmación por correo.`,
  nowOn: (date: string) =>
    `La renovación automática está activada de nuevo. Su plan se renueva el ${date}. Le enviamos una confirmación por correo.`,
} as const satisfies PlanCopy;
