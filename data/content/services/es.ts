import { business } from "@/data/business";
import type { ServiceCopy, Faq, ServiceSlug } from "@/data/services";
import { formatUsd } from "@/data/money";
import companyEs from "@/messages/es/company.json";
import businessEs from "@/messages/es/business.json";

/*
 * The catalogue's words in Spanish (docs/glossary-es.md; content, read
 * through lib/content/services.ts). Keyed by slug and checked
 * against Record<ServiceSlug, ServiceCopy>: a service added to data/services.ts
 * without its Spanish, or a Spanish field left out, fails the type check.
 */

const remote = `por teléfono o en una sesión remota que usted aprueba, ${companyEs.hours}`;
const discLimit = `${business.backup.discMaxGb} GB`;
const training = formatUsd(business.trainingSessionPrice);
const costlyAfter = business.repair.costlyAfterYears;

const movingAVisit: Faq = {
  question: "¿Puedo cambiar mi cita?",
  answer: `Sí. Una visita a domicilio se puede cambiar sin costo hasta ${business.rescheduling.freeUntilHours} horas antes de que empiece; si la cambia con menos anticipación, el cargo es de ${formatUsd(business.rescheduling.lateFee)}.`,
};

export const servicesEs = {
  "printer-setup": {
    title: "Configuración de impresora",
    summary:
      "Su impresora nueva o actual funcionando con cada computadora, teléfono y tableta de su hogar u oficina.",
    description: `Una impresora que solo imprime desde una laptop, o que dejó de funcionar después de cambiar el router, le hace perder más tiempo del necesario. Nuestro técnico conecta la impresora a su red y la configura en cada dispositivo que necesite imprimir o escanear.\n\nTrabajamos ${remote}. Instalamos el controlador actual y la aplicación de escaneo del fabricante donde usted la quiera, dejamos listas las opciones más útiles, como la impresión a doble cara o en modo borrador, y terminamos con una página de prueba desde cada dispositivo.`,
    servicesIncluded: [
      "Conexión por wifi, Ethernet o USB",
      "Controladores actuales del fabricante de la impresora",
      "Configuración en cada computadora, teléfono y tableta que usted indique",
      "Escaneo a la computadora o al correo electrónico, si la impresora lo permite",
      "Opciones predeterminadas como doble cara y tamaño de papel",
      "Una página de prueba desde cada dispositivo",
    ],
    faqs: [
      {
        question: "¿Con qué marcas de impresoras trabajan?",
        answer:
          "Configuramos impresoras de todas las marcas comunes, como HP, Canon, Epson, Brother y Xerox, siempre que el fabricante todavía ofrezca un controlador para su sistema.",
      },
      {
        question: "¿También pueden configurar la impresora en mi teléfono?",
        answer:
          "Sí. Conectamos iPhone, iPad y dispositivos Android mediante AirPrint, Mopria o la aplicación del fabricante, e imprimimos una página de prueba desde cada uno.",
      },
      {
        question: "¿Qué necesito tener listo?",
        answer:
          "La impresora desempacada y encendida, la computadora desde la que quiere imprimir y la contraseña de su wifi a mano: usted mismo la escribe cuando llegamos a ese paso. Para todo lo demás, le damos las indicaciones.",
      },
    ],
  },
  "printer-installation": {
    title: "Instalación de impresora",
    summary:
      "Su impresora nueva desempacada, conectada y compartida en su red, con los controladores instalados en cada computadora.",
    description: `Instalar una impresora nueva es más que enchufarla: los cartuchos, el firmware, la configuración de red y los controladores tienen que estar en orden antes de que la primera página salga bien.\n\nUn técnico va a su hogar u oficina para desempacar y colocar la impresora, cargar la tinta y el papel, actualizar el firmware y darle a la impresora una dirección fija en su red, para que no desaparezca después de reiniciarla. Luego la instalamos en cada computadora e imprimimos una página de prueba.\n\nAl final, todos en la casa o la oficina pueden usar la impresora, y no queda software de la impresora anterior.`,
    servicesIncluded: [
      "Desempaque, cartuchos y bandeja de papel",
      "Actualización del firmware a la última versión del fabricante",
      "Una dirección de red fija para que la impresora siempre se encuentre",
      "Instalación de los controladores en cada computadora",
      "Impresora compartida con todos en su red",
      "Eliminación del software de la impresora anterior",
    ],
    faqs: [
      {
        question:
          "¿En qué se diferencia la instalación de la configuración de impresora?",
        answer:
          "La instalación empieza con la impresora todavía en su caja: preparamos el equipo, actualizamos su firmware y la conectamos a su red antes de configurar sus dispositivos.",
      },
      {
        question: "¿Eliminan el software de mi impresora anterior?",
        answer:
          "Sí. Desinstalamos los controladores y programas anteriores para que su computadora no siga enviando trabajos a una impresora que ya no está.",
      },
      {
        question: "¿Puede una oficina compartir una sola impresora?",
        answer:
          "Sí. Conectamos la impresora a su red con una dirección fija y la instalamos en cada computadora que deba usarla.",
      },
      {
        question: "¿El precio es por impresora?",
        answer: `Sí. Cobramos por ${businessEs.chargedPer}, así que cada impresora instalada es una reserva aparte.`,
      },
      movingAVisit,
    ],
  },
  "printer-troubleshooting": {
    title: "Solución de problemas de impresora",
    summary:
      "Trabajos de impresión atascados, errores de impresora desconectada, páginas con rayas o un escáner que no escanea: encontramos la causa y la solucionamos.",
    description: `"Impresora desconectada" y una cola de trabajos atascados son las llamadas más comunes que recibimos. La causa suele ser un controlador, un cambio en la red o una opción mal configurada, no la impresora en sí.\n\nNos conectamos ${remote}, vaciamos la cola de impresión, revisamos la conexión de red y el controlador de la impresora, y usamos las herramientas de limpieza y alineación del fabricante cuando la calidad de impresión es mala. Si una pieza falló, le decimos cuál es y qué opciones tiene.`,
    servicesIncluded: [
      "Vaciado de colas de impresión atascadas",
      "Solución de errores de conexión y de impresora desconectada",
      "Reparación o reinstalación del controlador",
      "Limpieza y alineación del cabezal de impresión",
      "Solución de problemas del escáner y del escaneo al correo",
      "Un informe claro si una pieza falló",
    ],
    faqs: [
      {
        question:
          "¿Por qué mi impresora dice todo el tiempo que está desconectada?",
        answer:
          "Por lo general, la impresora recibió una nueva dirección de red después de reiniciar el router, o la computadora usa un controlador antiguo. Corregimos la causa para que siga conectada.",
      },
      {
        question: "¿Pueden arreglar impresiones desteñidas o con rayas?",
        answer:
          "Muchas veces, sí. Ejecutamos los ciclos de limpieza y alineación de la impresora y revisamos la configuración; si un cartucho o el cabezal de impresión está gastado, se lo decimos.",
      },
      {
        question: "¿Y si la impresora no tiene arreglo?",
        answer:
          "Le explicamos qué falló y si conviene más repararla o reemplazarla, y después podemos configurarle una impresora nueva.",
      },
    ],
  },
  "wifi-and-network-connectivity": {
    title: "Conexión wifi y de red",
    summary:
      "Internet lento o que se corta, dispositivos que no se conectan, zonas sin señal: diagnosticamos su red y la reparamos.",
    description: `Cuando el internet se cae en medio de una videollamada o a un cuarto nunca llega la señal, el problema puede estar en el router, en su configuración, en la interferencia de los vecinos o en los mismos dispositivos.\n\nNuestro técnico trabaja ${remote}: mide la velocidad en el router y en sus dispositivos, revisa los canales y el firmware del router, y corrige la configuración que frena su red. Usted recibe un breve resumen de lo que cambiamos y de cómo se comparan sus velocidades antes y después.`,
    servicesIncluded: [
      "Pruebas de velocidad en el router y en sus dispositivos",
      "Actualización del firmware del router",
      "Ajuste de canales y bandas del wifi",
      "Solución para dispositivos que no se conectan",
      "Revisión de la conexión desde el módem de su proveedor",
      "Un resumen de sus velocidades antes y después",
    ],
    faqs: [
      {
        question: "¿El internet lento es culpa de mi proveedor o de mi wifi?",
        answer:
          "Revisamos las dos cosas: una prueba de velocidad en el módem muestra lo que entrega su proveedor, y las pruebas en sus dispositivos muestran lo que su wifi pierde en el camino.",
      },
      {
        question: "¿Trabajan con cualquier router?",
        answer:
          "Sí, incluidos los routers que entrega su proveedor de internet. Cuando un paso requiere la contraseña de administrador del router, usted mismo la escribe mientras le damos las indicaciones; si nadie la sabe, le ayudamos a restablecerla de forma segura. Nosotros nunca necesitamos conocerla.",
      },
      {
        question: "¿Tendré que volver a conectar mis dispositivos?",
        answer:
          "Solo si cambiamos el nombre o la contraseña de la red, y eso lo hacemos únicamente si usted está de acuerdo. Si lo hacemos, le ayudamos a volver a conectar cada dispositivo.",
      },
    ],
  },
  "set-up-a-new-wifi-connection": {
    title: "Configuración de una nueva conexión wifi",
    summary:
      "Un router nuevo o un nuevo plan de internet configurado de forma segura, con sus computadoras, teléfonos y dispositivos inteligentes conectados.",
    description: `Un router nuevo debe ser seguro desde el primer minuto: una contraseña segura, el firmware al día y el usuario de administrador de fábrica cambiado.\n\nLe indicamos paso a paso, ${remote}, cómo conectar el router al módem de su proveedor, elegir un nombre y una contraseña para la red y activar el cifrado moderno. Luego conectamos sus computadoras, teléfonos, televisores y dispositivos inteligentes, y configuramos una red aparte para invitados si usted lo desea.`,
    servicesIncluded: [
      "Conexión del router al módem de su proveedor",
      "Nombre de red y contraseña segura",
      "Cifrado WPA2 o WPA3 y nueva contraseña de administrador",
      "Actualización del firmware",
      "Red para invitados, si la pide",
      "Conexión de sus computadoras, teléfonos y dispositivos inteligentes",
    ],
    faqs: [
      {
        question: "¿Tengo que comprar un router antes de reservar?",
        answer:
          "Sí, o puede usar el que le dio su proveedor. Si no sabe cuál comprar, cuéntenos cómo es su casa y le sugerimos el que le conviene.",
      },
      {
        question: "¿Pueden configurar una red para invitados?",
        answer:
          "Sí. Sus visitas tienen acceso a internet sin ver sus computadoras, impresoras ni archivos compartidos.",
      },
      {
        question: "¿Cuántos dispositivos conectan?",
        answer:
          "Todos los que tenga a mano durante la sesión: computadoras, teléfonos, tabletas, televisores, consolas de videojuegos y dispositivos del hogar inteligente.",
      },
    ],
  },
  "extend-a-wifi-signal": {
    title: "Ampliación de la señal wifi",
    summary:
      "Buen wifi en cada cuarto: planificamos e instalamos un sistema mesh o un repetidor para que desaparezcan las zonas sin señal.",
    description: `Las paredes gruesas, un segundo piso o una oficina en el patio pueden dejar cuartos sin una señal útil, y un repetidor en el lugar equivocado solo hace todo más lento.\n\nHablamos con usted por teléfono sobre cómo es su casa y le recomendamos un sistema mesh o un repetidor adecuado. Cuando ya lo tenga, un técnico va a su casa, mide la señal cuarto por cuarto, coloca cada unidad y las configura con un solo nombre de red, para que sus dispositivos pasen de una a otra sin perder la conexión.\n\nAntes de irnos, volvemos a medir la señal en los cuartos que tenían problemas.`,
    servicesIncluded: [
      "Medición de la señal en los cuartos con poca cobertura",
      "Recomendación de sistemas mesh, repetidores o puntos de acceso con cable",
      "Ubicación de cada unidad para la mejor señal",
      "Configuración con un solo nombre de red",
      "Actualización del firmware de cada unidad",
      "Una medición final de la señal, cuarto por cuarto",
    ],
    faqs: [
      {
        question: "¿Me conviene un sistema mesh o un repetidor?",
        answer:
          "En casas grandes o de varios pisos, un sistema mesh suele funcionar mejor; para un solo cuarto con señal débil, un buen repetidor puede ser suficiente. Le aconsejamos antes de que compre.",
      },
      {
        question: "¿Un repetidor hace más lento mi internet?",
        answer:
          "Si está mal ubicado, sí. Colocamos cada unidad donde todavía recibe una señal fuerte, para que los cuartos a los que llega tengan velocidad de verdad.",
      },
      {
        question:
          "¿Pueden llevar el wifi a un garaje o a una oficina en el patio?",
        answer:
          "Muchas veces, sí, con un punto de acceso para exteriores o una conexión por cable. Primero revisamos lo que permiten la distancia y las paredes.",
      },
      movingAVisit,
    ],
  },
  "pc-optimization": {
    title: "Optimización de PC",
    summary:
      "Una PC lenta vuelve a ser rápida: limpieza del inicio, actualizaciones, espacio liberado y configuración ajustada para ganar velocidad.",
    description: `Las computadoras se vuelven lentas a medida que se acumulan programas en el inicio, el disco se llena y las actualizaciones quedan pendientes. Casi todo eso se puede arreglar sin comprar nada.\n\nNuestro técnico se conecta en una sesión remota que usted aprueba, disponible ${companyEs.hours}: mide cuánto tarda su PC en arrancar y en qué se van la memoria y el disco, quita los programas de inicio y el software preinstalado que usted no quiere, instala las actualizaciones pendientes y libera espacio. Al final de la sesión, usted ve las cifras de antes y después.`,
    servicesIncluded: [
      "Revisión y depuración de los programas de inicio",
      "Eliminación del software preinstalado que usted no quiere",
      "Instalación de las actualizaciones pendientes del sistema y de los controladores",
      "Limpieza del disco y revisión del estado del almacenamiento",
      "Ajuste de la configuración de energía y rendimiento",
      "El tiempo de arranque antes y después",
    ],
    faqs: [
      {
        question: "¿Van a borrar alguno de mis archivos?",
        answer:
          "No. Solo quitamos archivos temporales y los programas que usted acepte quitar; sus documentos, fotos y correos se quedan donde están.",
      },
      {
        question: "¿Cuánto más rápida quedará mi computadora?",
        answer:
          "Depende del equipo. Medimos el tiempo de arranque antes y después para que vea la diferencia, y le decimos con claridad si el límite está en el hardware.",
      },
      {
        question: "¿Es lo mismo que un mantenimiento rápido?",
        answer:
          "La optimización va más allá: incluye actualizaciones, revisión de controladores y del estado del almacenamiento. El mantenimiento rápido es una limpieza más breve de los programas de inicio y los archivos temporales.",
      },
    ],
  },
  "virus-removal-cleanup": {
    title: "Eliminación de virus y limpieza",
    summary:
      "Eliminamos virus, ventanas emergentes, advertencias falsas y secuestradores del navegador, y protegemos su computadora contra el siguiente ataque.",
    description: `Ventanas emergentes de repente, una página de inicio que cambió sola, una advertencia de "su PC está infectada" que pide dinero: son señales de malware, y cuanto antes se elimine, menos daño hace.\n\nNuestro técnico se conecta en una sesión remota que usted aprueba, disponible ${companyEs.hours}: analiza la computadora con herramientas confiables, elimina el malware y todo lo que haya instalado, restablece los navegadores afectados y comprueba que su software de seguridad esté al día. También le explicamos cómo llegó probablemente la infección, para que no vuelva a pasar.`,
    servicesIncluded: [
      "Análisis completo con herramientas de seguridad confiables",
      "Eliminación de virus, adware y secuestradores del navegador",
      "Restablecimiento del navegador y revisión de extensiones",
      "Comprobación de que el antivirus y las actualizaciones estén al día",
      "Revisión de programas de inicio sospechosos",
      "Consejos sobre cómo llegó la infección",
    ],
    faqs: [
      {
        question:
          "Una ventana emergente dice que mi computadora está infectada y me da un número para llamar. ¿Es verdad?",
        answer:
          "Casi nunca. No llame a ese número ni pague nada. Cierre el navegador; nosotros podemos revisar la computadora y eliminar lo que causó el mensaje.",
      },
      {
        question: "¿Voy a perder mis archivos?",
        answer:
          "Eliminar el malware no borra sus documentos ni sus fotos. Si un ransomware dañó archivos, le decimos qué se puede recuperar y qué no.",
      },
      {
        question: "¿Tengo que comprar un antivirus?",
        answer:
          "No necesariamente. La protección que traen las versiones actuales de Windows y macOS es buena si se mantiene al día; nos aseguramos de que esté activada.",
      },
    ],
  },
  "new-computer-setup": {
    title: "Configuración de computadora nueva",
    summary:
      "Una computadora nueva lista para usar desde el primer día: cuentas, actualizaciones, seguridad, sus aplicaciones, la impresora y el correo configurados.",
    description: `Una computadora nueva llega con horas de actualizaciones, programas de prueba y pantallas de configuración por delante. Nosotros nos encargamos de eso para que usted pueda empezar a trabajar.\n\nNuestro técnico trabaja con usted ${remote}, para crear su cuenta de usuario, instalar todas las actualizaciones, quitar los programas de prueba que no quiera, activar la seguridad y las copias de seguridad, e instalar las aplicaciones que usa. Conectamos su impresora y su correo, y pasamos sus archivos si también reserva una transferencia de datos.`,
    servicesIncluded: [
      "Cuenta de usuario e inicio de sesión",
      "Todas las actualizaciones del sistema instaladas",
      "Programas de prueba eliminados, si lo pide",
      "Seguridad y copias de seguridad automáticas activadas",
      "Sus aplicaciones de todos los días instaladas",
      "Impresora y correo electrónico conectados",
    ],
    faqs: [
      {
        question: "¿Pueden pasar mis archivos desde mi computadora anterior?",
        answer:
          "Sí, con una reserva aparte de Copia de seguridad o transferencia de datos. Muchos clientes reservan los dos servicios para que la computadora nueva quede lista con todo.",
      },
      {
        question: "¿Configuran Mac además de PC con Windows?",
        answer:
          "Sí. Configuramos laptops y computadoras de escritorio con Windows y Mac de Apple, con el mismo cuidado en las actualizaciones, la seguridad y sus aplicaciones.",
      },
      {
        question: "¿Me pueden enseñar a usar la computadora nueva?",
        answer: `Sí. Una sesión de capacitación con un técnico cuesta ${training} y cubre lo que usted quiera aprender.`,
      },
    ],
  },
  "computer-repair": {
    title: "Reparación de computadoras",
    summary:
      "Bloqueos, mensajes de error, una computadora que no arranca bien: diagnosticamos la falla y reparamos el software.",
    description: `Cuando una computadora se bloquea, se congela o muestra errores al arrancar, lo primero es averiguar por qué. Nuestro técnico diagnostica la falla ${remote}, y repara problemas de software como archivos del sistema dañados, actualizaciones fallidas y controladores con errores.\n\nNo reparamos hardware. Si falló una pieza, como el disco, la memoria o la pantalla, le decimos cuál es, para que la pueda reparar o reemplazar. Arreglar una computadora de más de ${costlyAfter} años suele salir caro, y se lo advertimos antes de que gaste dinero en ella.`,
    servicesIncluded: [
      "Diagnóstico de bloqueos, congelamientos y mensajes de error",
      "Reparación de archivos del sistema dañados",
      "Solución de actualizaciones fallidas o detenidas",
      "Reparación y reversión de controladores",
      "Revisión del estado del disco y de la memoria",
      "Un informe claro si falló el hardware",
    ],
    faqs: [
      {
        question: "¿Reparan hardware?",
        answer:
          "No. Diagnosticamos las fallas de hardware y le decimos qué pieza falló, pero la reparación en sí la hace un taller o el servicio técnico del fabricante.",
      },
      {
        question: "¿Vale la pena reparar mi computadora vieja?",
        answer: `Arreglar un equipo de más de ${costlyAfter} años suele costar mucho en comparación con reemplazarlo. Se lo decimos antes de que gaste dinero.`,
      },
      {
        question: "¿Y si mi computadora no arranca para nada?",
        answer:
          "Le indicamos por teléfono los pasos de reparación de inicio y recuperación. Si la computadora no llega a arrancar lo suficiente para una sesión remota, le decimos cuál es el siguiente paso.",
      },
      {
        question: "¿Tengo que pagar aunque la falla resulte ser de hardware?",
        answer: `Sí. La Reparación de computadoras se cobra por ${businessEs.chargedPer}, y el diagnóstico es parte de lo que paga: usted sabe qué pieza falló y qué opciones tiene. Si el servicio no le ayudó, puede pedir un reembolso por ${businessEs.refundRequestBy} dentro de los ${business.refund.windowDays} días.`,
      },
    ],
  },
  "computer-tuneup": {
    title: "Mantenimiento rápido de computadora",
    summary:
      "Una limpieza rápida y económica de los programas de inicio y los archivos temporales, para que una computadora sana siga funcionando sin problemas.",
    description: `El mantenimiento rápido es el cuidado regular de una computadora que funciona pero se siente un poco lenta. En la mayoría de los casos toma menos de una hora.\n\nEn una sesión remota que usted aprueba, borramos los archivos temporales, depuramos los programas de inicio, comprobamos que las actualizaciones y la seguridad estén al día y revisamos cuánto espacio queda en el disco. Si encontramos algo más serio, como malware o un disco que está fallando, se lo decimos antes de hacer cualquier otra cosa.`,
    servicesIncluded: [
      "Archivos temporales y caché borrados",
      "Programas de inicio depurados",
      "Revisión de las actualizaciones y la seguridad",
      "Revisión del espacio en disco",
      "Limpieza del navegador",
    ],
    faqs: [
      {
        question: "¿Cada cuánto debo hacer un mantenimiento rápido?",
        answer:
          "Una o dos veces al año es suficiente para la mayoría de las computadoras de casa, o cuando la computadora empiece a sentirse más lenta que antes.",
      },
      {
        question: "¿Cuánto tarda el mantenimiento?",
        answer:
          "Por lo general, menos de una hora. Puede seguir la sesión en pantalla, o dejar la computadora encendida y que el técnico trabaje.",
      },
      {
        question: "¿Y si el mantenimiento encuentra un problema más serio?",
        answer:
          "Nos detenemos y le decimos lo que encontramos. Los trabajos más grandes, como la eliminación de virus o la optimización, son servicios aparte que usted puede decidir reservar.",
      },
    ],
  },
  "data-backup-or-transfer": {
    title: "Copia de seguridad o transferencia de datos",
    summary: `Sus archivos respaldados en un disco externo, en la nube o en CD/DVD (hasta ${discLimit}), o pasados a una computadora nueva.`,
    description: `Las fotos, los documentos y los correos son la parte de una computadora que no se puede reemplazar. Nos aseguramos de que usted tenga una copia, o de pasar todo sin riesgos a su equipo nuevo.\n\nNuestro técnico trabaja ${remote}, para encontrar dónde están sus archivos, copiarlos a un disco externo o a un servicio en la nube, y programar copias de seguridad automáticas que sigan funcionando después. Las copias en CD o DVD tienen un límite de ${discLimit} por servicio. En una transferencia, pasamos sus documentos, fotos, marcadores del navegador y correos a la computadora nueva y comprobamos que se abran.`,
    servicesIncluded: [
      "Búsqueda de documentos, fotos, música y correos",
      "Copia de seguridad en un disco externo o en un servicio en la nube",
      `Copia de seguridad en CD o DVD, hasta ${discLimit}`,
      "Programación de copias de seguridad automáticas",
      "Transferencia de archivos, marcadores y correos a una computadora nueva",
      "Comprobación de que sus archivos copiados se abren",
    ],
    faqs: [
      {
        question: "¿Cuánto pueden respaldar en CD o DVD?",
        answer: `Hasta ${discLimit} por servicio. Para más datos, un disco externo o un servicio en la nube es más rápido y más confiable.`,
      },
      {
        question: "¿Pueden pasar mis archivos de una PC con Windows a una Mac?",
        answer:
          "Sí. Los documentos, fotos, música y marcadores se pasan sin problema; algunos programas necesitan una versión para Mac, y le decimos cuáles.",
      },
      {
        question: "¿Se quedan ustedes con una copia de mis archivos?",
        answer:
          "No. Sus archivos van solamente al disco, a los CD o DVD o a la cuenta en la nube que usted elija; no guardamos copias en nuestros sistemas.",
      },
    ],
  },
  "operating-system-services": {
    title: "Instalación de sistema operativo",
    summary:
      "Windows o macOS instalado, actualizado o reparado, con su configuración y sus archivos protegidos durante todo el proceso.",
    description: `Una actualización que falla a mitad de camino, un sistema que no termina de actualizarse o una computadora que necesita empezar de cero: el trabajo con el sistema operativo requiere cuidado para no perder nada.\n\nComprobamos que su computadora pueda usar la versión que usted quiere, nos aseguramos de que sus archivos estén respaldados y luego instalamos, actualizamos o reparamos Windows o macOS ${remote}. Después instalamos las últimas actualizaciones y controladores, y confirmamos que sus archivos y aplicaciones estén donde los dejó.`,
    servicesIncluded: [
      "Revisión de compatibilidad antes de cualquier cambio",
      "Confirmación de que sus archivos están respaldados",
      "Actualización o instalación limpia de Windows o macOS",
      "Reparación de actualizaciones fallidas o detenidas",
      "Instalación de las últimas actualizaciones y controladores",
      "Comprobación de que sus archivos y aplicaciones funcionan después",
    ],
    faqs: [
      {
        question:
          "¿Mi computadora puede usar la versión más reciente de Windows?",
        answer:
          "Primero revisamos los requisitos de procesador, memoria y chip de seguridad, y se lo decimos antes de cambiar nada.",
      },
      {
        question: "¿Actualizar el sistema borra mis archivos?",
        answer:
          "Una actualización conserva sus archivos, pero antes confirmamos que exista una copia de seguridad. Una instalación limpia borra el disco, así que solo la hacemos cuando sus archivos ya están a salvo.",
      },
      {
        question: "¿Ustedes proporcionan la licencia del sistema operativo?",
        answer:
          "Las actualizaciones de Windows y de Apple suelen ser gratuitas. Si hace falta una licencia de pago, usted la compra al fabricante y nosotros la instalamos.",
      },
    ],
  },
  "browser-setup": {
    title: "Configuración del navegador",
    summary:
      "Su navegador web configurado a su gusto: navegador predeterminado, marcadores, contraseñas guardadas y ventanas emergentes bajo control.",
    description: `Un navegador que abre la página de inicio equivocada, muestra ventanas emergentes sin fin o perdió sus marcadores hace más difícil cada día en internet.\n\nEn una sesión remota que usted aprueba, dejamos su navegador preferido como predeterminado, importamos sus marcadores y contraseñas, quitamos las extensiones y barras de herramientas que no quiere, y activamos la protección contra ventanas emergentes y rastreo. Si usa más de un dispositivo, activamos la sincronización para que sus marcadores estén en todos.`,
    servicesIncluded: [
      "Navegador predeterminado y página de inicio",
      "Importación de marcadores y contraseñas guardadas",
      "Eliminación de extensiones y barras de herramientas no deseadas",
      "Protección contra ventanas emergentes y rastreo",
      "Sincronización entre sus dispositivos",
    ],
    faqs: [
      {
        question: "¿Con qué navegadores trabajan?",
        answer:
          "Chrome, Edge, Firefox y Safari, en Windows y en Mac. Si no sabe cuál usar, le ayudamos a elegir.",
      },
      {
        question:
          "¿Pueden detener las ventanas emergentes que me siguen apareciendo?",
        answer:
          "Sí. Bloqueamos las notificaciones de sitios que usted no quiso permitir y quitamos las extensiones que muestran anuncios. Si detrás hay malware, se lo decimos.",
      },
      {
        question:
          "¿Mis contraseñas guardadas están seguras cuando las importan?",
        answer:
          "Pasan directamente de un navegador a otro en su computadora; nunca las vemos en texto legible ni las guardamos en ningún lugar.",
      },
    ],
  },
  "application-software": {
    title: "Ayuda con aplicaciones",
    summary:
      "Sus aplicaciones de todos los días instaladas, actualizadas y reparadas: paquetes de oficina, correo, herramientas PDF, videollamadas y más.",
    description: `Las aplicaciones que usa todos los días, como su paquete de oficina, su programa de correo, su lector de PDF o su herramienta de videollamadas, pueden negarse a instalarse, cerrarse al abrirlas o perder su configuración después de una actualización.\n\nNuestro técnico trabaja ${remote}, para instalar o reinstalar la aplicación, darle indicaciones mientras usted inicia sesión en sus cuentas (usted mismo escribe sus contraseñas), reparar la configuración y conectarla con su impresora, su cámara o su almacenamiento en la nube. Si quiere aprender más sobre una aplicación, una sesión de capacitación cuesta ${training}.`,
    servicesIncluded: [
      "Instalación de paquetes de oficina, correo y herramientas PDF",
      "Reparación de aplicaciones que se cierran o no abren",
      "Configuración de cuentas en su programa de correo",
      "Aplicaciones de videollamada con prueba de cámara y micrófono",
      "Activación de licencias e inicio de sesión en sus cuentas",
      "Actualización a la última versión compatible",
    ],
    faqs: [
      {
        question: "¿Pueden configurar mi correo en Outlook o en Apple Mail?",
        answer:
          "Sí. Agregamos sus cuentas, comprobamos que envíen y reciban, y pasamos sus contactos y su calendario cuando su proveedor lo permite.",
      },
      {
        question: "¿Venden licencias de software?",
        answer:
          "No. Usted compra la licencia al fabricante o en una tienda, y nosotros la instalamos y la activamos.",
      },
      {
        question: "¿Me pueden enseñar a usar una aplicación?",
        answer: `Sí. Una sesión de capacitación personalizada cuesta ${training} y cubre las funciones que más usa.`,
      },
    ],
  },
} as const satisfies Record<ServiceSlug, ServiceCopy>;
