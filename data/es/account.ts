import type { RemoteCopy } from "@/data/copy/account";

/** Remote sessions and "Your computers" in Spanish. */
export const remoteEs = {
  loading: "Cargando sus computadoras…",
  unreadable:
    "No podemos mostrar sus computadoras en este momento. Vuelva a cargar la página, por favor.",
  heading: "Sesiones remotas",
  intro:
    "Nos conectamos a su computadora solo después de que usted apruebe una solicitud aquí. Si alguien llama diciendo que es de nuestra empresa y aquí no hay ninguna solicitud, no somos nosotros: cuelgue.",
  none: "No hay solicitudes de sesión remota.",
  failed: "No se pudo hacer en este momento. Intente de nuevo, por favor.",
  signInAgainButton: "Iniciar sesión de nuevo",
  requestLabel: (reference: string) =>
    `Solicitud de sesión remota para la reserva ${reference}`,
  booking: "Reserva",
  weAsk: ": le pedimos permiso para",
  on: "en",
  until: "hasta",
  codeBefore: "Lea este código al técnico durante la llamada que reservó:",
  codeAfter:
    ". Funciona una sola vez, durante 10 minutos, y no se vuelve a mostrar.",
  approve: "Aprobar",
  deny: "Rechazar",
  end: "Terminar la sesión",
  access: {
    view: "ver su pantalla",
    control: "ver y controlar su computadora",
  },
  statuses: {
    requested: "Esperando su respuesta",
    approved: "Aprobada: código mostrado",
    denied: "Rechazada",
    expired: "Vencida",
    started: "Sesión iniciada",
    ended: "Terminada",
  },
  steps: {
    requested: "Solicitada",
    approved: "Aprobada",
    started: "Iniciada",
    ended: "Terminada",
    denied: "Rechazada",
    expired: "Vencida",
    timeout: "Terminada automáticamente después de 8 horas",
    wrongCodes: "Terminada después de 5 códigos incorrectos",
  },
  stepLine: (what: string, by: string, at: string) => `${what} ${by}, ${at}`,
  who: {
    you: "por usted",
    automatically: "automáticamente",
    staff: "por nuestro personal",
    us: "por nosotros",
  },
  erasedComputer: "Una computadora cuyo nombre se borró",
  computers: {
    heading: "Sus computadoras",
    intro: (limit: number) =>
      `Una sesión remota con nosotros es siempre para una de estas computadoras, y solo después de que usted la apruebe aquí. Hasta ${limit}.`,
    none: "Todavía no tiene computadoras registradas.",
    name: "Nombre",
    nameHint: "Por ejemplo, “PC de la oficina” o “Laptop de mamá”.",
    os: "Sistema operativo",
    choose: "Elija…",
    note: "Nota",
    save: "Guardar",
    add: "Agregar la computadora",
    cancel: "Cancelar",
    addTitle: "Agregar una computadora",
    rename: "Cambiar el nombre",
    renameLabel: (name: string) => `Cambiar el nombre de ${name}`,
    remove: "Quitar",
    removeLabel: (name: string) => `Quitar ${name}`,
    failed: "No se pudo guardar en este momento. Intente de nuevo, por favor.",
  },
  refusals: {
    signInAgain: "Inicie sesión de nuevo e intente otra vez, por favor.",
    unavailable: (phone: string) =>
      `No se puede hacer en este momento. Intente de nuevo en unos minutos, o llámenos al ${phone}.`,
    checkFields: "Revise los campos marcados, por favor.",
    notYours: "Esa computadora no está en su lista. Vuelva a cargar la página.",
    limit:
      "Ya tiene 10 computadoras registradas, el máximo por cuenta. Quite una primero.",
    inSession:
      "Esa computadora tiene una solicitud o una sesión remota que no ha terminado. Termínela primero y luego quite la computadora.",
    notOpen:
      "Esta solicitud ya no espera respuesta: ya se respondió, venció o terminó. La lista muestra ahora en qué estado está.",
    staleSignIn:
      "Por su seguridad, para aprobar necesita haber iniciado sesión en los últimos 5 minutos. Inicie sesión de nuevo y luego apruebe.",
    name: "Póngale un nombre a la computadora, por ejemplo, “PC de la oficina”.",
    os: "Elija el sistema operativo de la lista.",
    note: "La nota es demasiado larga o tiene caracteres que no podemos mostrar.",
  },
} as const satisfies RemoteCopy;
