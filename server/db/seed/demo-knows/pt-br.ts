// Brazilian demo knows (Brazil, content language pt-BR). Grade levels count school years: 6–9 = 6º–9º ano do Ensino
// Fundamental, 10–12 = 1ª–3ª série do Ensino Médio.
import type { DemoKnow } from './types';

const base = { country: 'BR', language: 'pt-BR', knower: 'lucas.oliveira' } as const;

export const BRAZILIAN_KNOWS: DemoKnow[] = [
  {
    ...base,
    key: 'br-bhaskara',
    title: 'Equação do 2º grau e fórmula de Bhaskara',
    description: 'Delta, fórmula resolutiva, soma e produto das raízes com exercícios resolvidos.',
    subject: 'mathematics',
    grades: [9],
    topic: 'matematica/algebra',
    knowledge: 'matematica/algebra/equacao-do-segundo-grau',
    pages: [
      `## Forma geral
Uma equação do 2º grau tem a forma:
= ax² + bx + c = 0,   com a ≠ 0
Os números a, b e c são os **coeficientes**. As soluções são chamadas de **raízes**.

## Passo a passo com Bhaskara
1. Identifique a, b e c (cuidado com os sinais!).
2. Calcule o **discriminante** (delta):
= Δ = b² − 4ac
3. Aplique a fórmula:
= x = (−b ± √Δ) / 2a

### O que o delta diz
- Δ > 0: duas raízes reais e diferentes.
- Δ = 0: duas raízes reais iguais (uma raiz dupla).
- Δ < 0: nenhuma raiz real.

! **Dica:** no Brasil a fórmula leva o nome do matemático indiano Bhaskara (século XII), mas fora do país ela é chamada apenas de "fórmula quadrática".

## Exemplo resolvido
= x² − 2x − 15 = 0   (a = 1, b = −2, c = −15)
= Δ = (−2)² − 4 · 1 · (−15) = 4 + 60 = 64
= x = (2 ± 8) / 2   ⇒   x₁ = 5  e  x₂ = −3
Verificação: 5² − 2 · 5 − 15 = 25 − 10 − 15 = 0 ✓`,
      `## Soma e produto
Se x₁ e x₂ são as raízes:
= S = x₁ + x₂ = −b/a        P = x₁ · x₂ = c/a
No exemplo anterior: S = 5 + (−3) = 2 = −(−2)/1 e P = 5 · (−3) = −15 ✓.
Para equações com a = 1, dá para achar as raízes "de cabeça": em x² − 7x + 12 = 0 procuramos dois números com soma 7 e produto 12 → **3 e 4**.

## Equações incompletas
- **c = 0:** 3x² − 12x = 0 → 3x(x − 4) = 0 → x = 0 ou x = 4
- **b = 0:** x² − 49 = 0 → x² = 49 → x = ±7

## Problema
O quadrado de um número menos o seu dobro é igual a 24. Qual é o número?
= x² − 2x = 24   ⇒   x² − 2x − 24 = 0
= Δ = 4 + 96 = 100   ⇒   x = (2 ± 10) / 2
O número pode ser **6** ou **−4**.

## Erros mais comuns
- Esquecer que −b muda o sinal de b: se b = −2, então −b = 2.
- Calcular (−2)² como −4.
- Dividir só o √Δ por 2a, e não o numerador inteiro.

## Exercícios
1. x² − 6x + 8 = 0
2. 2x² + 3x − 2 = 0
3. x² + 4x + 5 = 0
**Respostas:** 1. 2 e 4   2. 1/2 e −2   3. não há raízes reais (Δ = −4)`,
    ],
  },
  {
    ...base,
    key: 'br-independencia',
    title: 'Independência do Brasil (1822)',
    description: 'Da vinda da família real ao Grito do Ipiranga: causas, personagens e consequências.',
    subject: 'history',
    grades: [8],
    topic: 'historia/brasil-imperio',
    knowledge: 'sociedade/historia/independencia-do-brasil',
    pages: [
      `## Antecedentes: a família real no Brasil
- **1808:** fugindo das tropas de Napoleão, a família real portuguesa chega ao Brasil. O príncipe regente **D. João** abre os portos às nações amigas, o que beneficia sobretudo a Inglaterra, e acaba com o monopólio comercial português.
- O Rio de Janeiro vira sede do império: são criados o Banco do Brasil, a Imprensa Régia e o Jardim Botânico.
- **1815:** o Brasil é elevado a **Reino Unido a Portugal e Algarves** – deixa de ser oficialmente colônia.

## A Revolução do Porto (1820)
Em Portugal, a burguesia liberal exige uma constituição e a volta do rei. As **Cortes de Lisboa** querem **recolonizar** o Brasil: devolver o controle comercial a Portugal e reduzir a autonomia conquistada.
- **1821:** D. João VI volta a Portugal e deixa seu filho **D. Pedro** como príncipe regente.

## O Dia do Fico (9 de janeiro de 1822)
As Cortes exigem o retorno de D. Pedro. Apoiado pela elite brasileira, ele responde:
= "Se é para o bem de todos e felicidade geral da nação, estou pronto! Digam ao povo que fico."

! **Lembre:** a elite agrária queria a independência para manter seus privilégios – inclusive a escravidão.`,
      `## O Grito do Ipiranga (7 de setembro de 1822)
Às margens do riacho Ipiranga, em São Paulo, D. Pedro recebe cartas de Portugal exigindo obediência e da princesa **Leopoldina** e de **José Bonifácio** aconselhando a ruptura. Ele proclama a independência: "Independência ou morte!". Em **1º de dezembro de 1822**, é coroado **D. Pedro I**, imperador do Brasil.

## Personagens importantes
- **José Bonifácio de Andrada e Silva:** o "Patriarca da Independência", principal conselheiro de D. Pedro.
- **Maria Leopoldina:** como princesa regente, assinou o decreto de separação em 2 de setembro de 1822.
- **D. Pedro I:** primeiro imperador; abdicou em 1831.

## Guerras de independência
A independência não foi pacífica em todo o território: houve combates na **Bahia** (vitória em **2 de julho de 1823**, data comemorada até hoje), no Maranhão, no Piauí, no Pará e na Cisplatina.

## Reconhecimento
- **Estados Unidos:** primeiro país a reconhecer (1824).
- **Portugal:** reconheceu em **1825**, mediante uma indenização de 2 milhões de libras, emprestadas pela Inglaterra.

## Características da independência
- processo conduzido pela **elite**, com pouca participação popular;
- manteve a **monarquia**, a unidade territorial e a **escravidão**;
- o país nasceu endividado com a Inglaterra.

## Linha do tempo
= 1808 chegada da corte · 1815 Reino Unido · 1820 Revolução do Porto · 1821 volta de D. João VI
= 9/1/1822 Dia do Fico · 7/9/1822 Grito do Ipiranga · 1824 primeira Constituição · 1825 reconhecimento de Portugal`,
    ],
  },
  {
    ...base,
    key: 'br-cadeias-alimentares',
    title: 'Cadeias e teias alimentares',
    description: 'Produtores, consumidores e decompositores, níveis tróficos e o fluxo de energia.',
    subject: 'biology',
    grades: [6, 7],
    topic: 'biologia/ecologia',
    knowledge: 'ciencias-da-natureza/biologia/cadeias-alimentares',
    pages: [
      `## O que é uma cadeia alimentar?
É a sequência de seres vivos em que um serve de alimento para o outro. Ela mostra o **caminho da energia e da matéria** em um ecossistema. As setas apontam **de quem é comido para quem come**.
= capim → gafanhoto → sapo → cobra → gavião

## Os níveis tróficos
- **Produtores:** seres autótrofos (plantas, algas) que produzem o próprio alimento pela **fotossíntese**. Estão sempre no início da cadeia.
- **Consumidores primários:** herbívoros, comem os produtores (gafanhoto, capivara, boi).
- **Consumidores secundários:** comem os herbívoros (sapo, aranha).
- **Consumidores terciários:** comem os consumidores secundários (cobra).
- **Decompositores:** fungos e bactérias que decompõem restos de seres mortos e devolvem os **nutrientes** ao solo. Atuam em todos os níveis.

! **Lembre:** a seta significa "serve de alimento para". capim → gafanhoto: o capim é comido pelo gafanhoto.

## Exemplo no Brasil: o Pantanal
= plantas aquáticas → capivara → onça-pintada
= algas → peixes pequenos → piranha → jacaré`,
      `## Teia alimentar
Na natureza, um animal costuma ter **vários** alimentos e vários predadores. O conjunto de cadeias ligadas entre si forma uma **teia alimentar**. Um mesmo animal pode ocupar níveis diferentes: o sapo é consumidor secundário quando come gafanhotos e terciário quando come aranhas que comeram insetos.

## Fluxo de energia
- A energia entra no ecossistema pela **luz do Sol**, captada pelos produtores.
- A cada nível, apenas cerca de **10 %** da energia passa para o nível seguinte; o resto é gasto na respiração, no movimento e perdido como calor.
- Por isso as cadeias têm poucos níveis (geralmente até 4 ou 5) e há muito mais plantas do que predadores.
- A energia tem **fluxo unidirecional**; a matéria é **reciclada** pelos decompositores.

## Pirâmides ecológicas
- **Pirâmide de energia:** sempre com a base larga (produtores).
- **Pirâmide de números:** pode ser invertida – por exemplo, uma única árvore com milhares de insetos.

## Desequilíbrios
- Se os sapos desaparecem, a população de gafanhotos **aumenta** e as plantações podem sofrer.
- **Bioacumulação:** substâncias tóxicas (como agrotóxicos e mercúrio) se acumulam nos organismos e ficam mais **concentradas** nos níveis mais altos da cadeia.

## Exercício
Na cadeia milho → rato → cobra → gavião, qual é o consumidor secundário? – A **cobra**. E o que acontece se os gaviões forem caçados? – As cobras aumentam e a população de ratos diminui.`,
    ],
  },
  {
    ...base,
    key: 'br-simple-past',
    title: 'Inglês: Simple Past (verbos regulares e irregulares)',
    description: 'Como formar o passado simples em inglês nas frases afirmativas, negativas e interrogativas, com os irregulares mais cobrados.',
    subject: 'english',
    grades: [8, 9],
    topic: 'ingles/gramatica',
    knowledge: 'linguagens/ingles/simple-past',
    pages: [
      `## Quando usar
O **Simple Past** indica ações **terminadas** em um momento definido do passado. Costuma vir com marcadores de tempo como **yesterday**, **last week**, **two days ago**, **in 2019**, **when I was a child**.

## Verbos regulares: acrescente -ed
- Regra geral: work → **worked**, play → **played**.
- Terminados em **-e**: só -d: live → **lived**, dance → **danced**.
- Consoante + **y**: troque por -ied: study → **studied**, cry → **cried** (mas play → played, porque há vogal antes do y).
- Monossílabos CVC (consoante–vogal–consoante): dobre a consoante: stop → **stopped**, plan → **planned**.

## Verbos irregulares: é preciso decorar
- go → **went** · have → **had** · do → **did** · make → **made**
- see → **saw** · come → **came** · get → **got** · take → **took**
- buy → **bought** · think → **thought** · write → **wrote** · eat → **ate**

! O verbo **to be** tem duas formas: I/he/she/it **was** · you/we/they **were**.`,
      `## Negativa e interrogativa: o auxiliar did
Nas frases negativas e interrogativas usamos **did** para todas as pessoas, e o verbo principal volta para a **forma base** (sem -ed e sem forma irregular).

= Afirmativa:   She **visited** her grandma yesterday.
= Negativa:     She **didn't visit** her grandma yesterday.
= Interrogativa: **Did** she **visit** her grandma yesterday?
= Resposta curta: Yes, she did. / No, she didn't.

### Erro comum
"Did you went to the party?" está **errado**: como o did já marca o passado, o certo é "Did you **go** to the party?".

## Com o verbo to be não se usa did
- Negativa: I **wasn't** at home. They **weren't** tired.
- Pergunta: **Were** you at school? **Was** it difficult?

## Pronúncia do -ed
- /t/ depois de sons surdos: worked, watched, stopped.
- /d/ depois de sons sonoros: played, lived, cleaned.
- /ɪd/ depois de **t** ou **d**: wanted, needed, visited.

## Exercício
Passe para o passado: "I buy a book and read it on the bus." → "I **bought** a book and **read** it on the bus." (read: a escrita não muda, mas a pronúncia é "red").`,
    ],
  },
  {
    ...base,
    key: 'br-ligacoes-quimicas',
    title: 'Ligações químicas: iônica, covalente e metálica',
    description: 'A regra do octeto e os três tipos de ligação, com exemplos, propriedades das substâncias e dicas para o ENEM.',
    subject: 'chemistry',
    grades: [10, 11],
    topic: 'quimica/ligacoes-quimicas',
    knowledge: 'ciencias-da-natureza/quimica/ligacoes-quimicas',
    pages: [
      `## Por que os átomos se ligam
Os átomos se ligam para ficar mais **estáveis**. Pela **regra do octeto**, eles tendem a ficar com **8 elétrons na camada de valência**, como os gases nobres (o hidrogênio fica estável com 2). Para isso, perdem, ganham ou compartilham elétrons.

## Ligação iônica
- Ocorre entre um **metal** (que perde elétrons e vira **cátion**) e um **ametal** (que ganha elétrons e vira **ânion**).
- Há **transferência** de elétrons e atração elétrica entre íons de cargas opostas.
- Exemplo: Na (1 elétron na valência) doa um elétron ao Cl (7 elétrons): forma-se **Na⁺Cl⁻**, o sal de cozinha.
- Fórmula: cruzam-se as cargas. Ca²⁺ e Cl⁻ → **CaCl₂**; Al³⁺ e O²⁻ → **Al₂O₃**.

### Propriedades dos compostos iônicos
- Sólidos cristalinos com **altos pontos de fusão e ebulição**.
- Conduzem corrente elétrica quando **fundidos ou em solução aquosa** (íons livres), mas não no estado sólido.`,
      `## Ligação covalente
- Ocorre entre **ametais** (e hidrogênio): os átomos **compartilham** pares de elétrons.
- Pode ser **simples** (H–H), **dupla** (O=O) ou **tripla** (N≡N).
- Exemplos: H₂O, CO₂ (O=C=O), CH₄, NH₃.
- Forma **moléculas**; muitas substâncias moleculares têm pontos de fusão baixos e não conduzem corrente.
- **Polaridade:** se os átomos têm eletronegatividades diferentes, a ligação é **polar** (H–Cl); se são iguais, **apolar** (Cl–Cl).

## Ligação metálica
- Ocorre entre átomos de **metais**.
- Modelo do **mar de elétrons**: cátions fixos em um retículo, envoltos por elétrons livres.
- Explica o **brilho**, a **condução de calor e eletricidade** e a **maleabilidade** e **ductilidade** dos metais.
- **Ligas metálicas:** aço (ferro + carbono), bronze (cobre + estanho), latão (cobre + zinco), ouro 18 quilates (ouro + cobre + prata).

! Resumo: metal + ametal → **iônica** · ametal + ametal → **covalente** · metal + metal → **metálica**.

## Questão tipo ENEM
Por que a água do mar conduz corrente elétrica e a água destilada quase não conduz? – Porque a água do mar tem **íons dissolvidos** (Na⁺, Cl⁻ e outros), que transportam a carga.`,
    ],
  },
  {
    ...base,
    key: 'br-biomas',
    title: 'Biomas do Brasil: características e ameaças',
    description: 'Os seis biomas brasileiros – Amazônia, Cerrado, Mata Atlântica, Caatinga, Pantanal e Pampa – com clima, vegetação e impactos.',
    subject: 'geography',
    grades: [7, 8, 10],
    topic: 'geografia/geografia-fisica',
    knowledge: 'sociedade/geografia/biomas-do-brasil',
    pages: [
      `## O que é um bioma
**Bioma** é um conjunto de ecossistemas com clima, vegetação, solo e fauna semelhantes, em uma grande área contínua. Segundo o IBGE, o Brasil tem **seis biomas continentais**.

## Amazônia
- Maior bioma do país, cerca de **49%** do território; clima **equatorial**, quente e muito úmido.
- Floresta densa, com enorme biodiversidade e a maior bacia hidrográfica do mundo.
- Ameaças: **desmatamento** para pecuária e soja, queimadas, garimpo ilegal.

## Cerrado
- Segundo maior bioma, no Brasil central; clima **tropical** com estação seca e chuvosa bem definidas.
- Árvores baixas de troncos **tortuosos** e casca grossa, raízes profundas; é chamado de "**berço das águas**", pois ali nascem rios de várias bacias.
- Ameaça: expansão da **agropecuária** (soja, gado); já perdeu cerca de metade da vegetação original.

## Mata Atlântica
- Estendia-se pelo litoral; clima tropical úmido.
- É o bioma **mais devastado**: restam pouco mais de **12%** da floresta original, pois ali se concentraram as cidades e a agricultura desde a colonização.`,
      `## Caatinga
- Único bioma **exclusivamente brasileiro**, no Sertão nordestino; clima **semiárido**, com chuvas escassas e irregulares.
- Vegetação **xerófila**: cactos (mandacaru, xiquexique) e árvores que perdem as folhas na seca.
- Ameaças: desmatamento para lenha e **desertificação**.

## Pantanal
- Maior **planície alagável** do mundo, em Mato Grosso e Mato Grosso do Sul.
- Cheias e vazantes anuais comandam a vida do bioma; fauna rica (jacaré, tuiuiú, onça-pintada).
- Ameaças: queimadas (como as de 2020), assoreamento dos rios e pecuária sem controle.

## Pampa
- No sul do Rio Grande do Sul; clima **subtropical**, com invernos frios.
- Vegetação de **campos** (gramíneas), usada tradicionalmente para a pecuária.
- Ameaças: monoculturas (soja, eucalipto) e arenização.

! Resumo: Amazônia – equatorial · Cerrado – tropical com seca · Mata Atlântica – a mais devastada · Caatinga – semiárido, só no Brasil · Pantanal – área alagável · Pampa – campos do Sul.

## Dica de prova
Questões do ENEM costumam relacionar o bioma à **atividade econômica** que o ameaça: soja e gado no Cerrado e na Amazônia, urbanização na Mata Atlântica.`,
    ],
  },
  {
    ...base,
    key: 'br-cinematica',
    title: 'Cinemática: MU e MUV com fórmulas e exemplos',
    description: 'Velocidade média, movimento uniforme e uniformemente variado, a equação de Torricelli e como ler gráficos.',
    subject: 'physics',
    grades: [10],
    topic: 'fisica/forcas-e-movimento',
    knowledge: 'ciencias-da-natureza/fisica/cinematica',
    pages: [
      `## Conceitos básicos
- **Referencial:** o corpo em relação ao qual dizemos se algo está em movimento ou em repouso.
- **Deslocamento (ΔS):** variação da posição. **Intervalo de tempo (Δt):** duração do movimento.
- **Velocidade média:** vm = ΔS / Δt. No SI, em **m/s**; para converter km/h em m/s, divida por **3,6**.

### Exemplo
Um ônibus percorre 180 km em 2,5 h. vm = 180 / 2,5 = **72 km/h** = 72 / 3,6 = **20 m/s**.

## Movimento uniforme (MU)
A velocidade é **constante** e a aceleração é zero.

= S = S₀ + v·t        (função horária da posição)

- Gráfico **S × t**: uma reta inclinada; a inclinação é a velocidade.
- Gráfico **v × t**: uma reta horizontal; a **área** sob ela é o deslocamento.

### Exemplo
Um carro está no km 20 e anda a 60 km/h no sentido positivo. S = 20 + 60t. Depois de 2 h: S = 20 + 120 = **km 140**.`,
      `## Movimento uniformemente variado (MUV)
A **aceleração é constante** e diferente de zero: a velocidade muda a mesma quantidade a cada segundo.

= a = Δv / Δt        (aceleração, em m/s²)
= v = v₀ + a·t
= S = S₀ + v₀·t + a·t²/2
= v² = v₀² + 2·a·ΔS        (equação de Torricelli, sem o tempo)

- **Acelerado:** velocidade e aceleração com o mesmo sinal (o módulo da velocidade aumenta).
- **Retardado:** sinais opostos (o corpo freia).
- Gráfico **v × t**: uma reta inclinada; a inclinação é a aceleração e a **área** é o deslocamento.
- Gráfico **S × t**: uma **parábola**.

### Exemplo com Torricelli
Um carro a 20 m/s freia com a = −5 m/s² até parar. 0² = 20² + 2·(−5)·ΔS → 0 = 400 − 10ΔS → **ΔS = 40 m**. Tempo de frenagem: 0 = 20 − 5t → **t = 4 s**.

! Queda livre é um MUV com a = g ≈ **10 m/s²** (desprezando a resistência do ar): v = g·t e h = g·t²/2.

## Dica
Antes de escolher a fórmula, liste os dados (v₀, v, a, t, ΔS) e veja qual grandeza **não** aparece no problema: se for o tempo, use Torricelli.`,
    ],
  },
  {
    ...base,
    key: 'br-modernismo',
    title: 'Modernismo brasileiro: as três fases',
    description: 'Da Semana de Arte Moderna de 1922 à geração de 45: autores, obras e características de cada fase.',
    subject: 'literature',
    grades: [11, 12],
    topic: 'lingua-portuguesa/literatura',
    knowledge: 'linguagens/lingua-portuguesa/modernismo',
    pages: [
      `## A Semana de Arte Moderna (1922)
Em fevereiro de 1922, no **Theatro Municipal de São Paulo**, artistas como **Mário de Andrade**, **Oswald de Andrade**, **Anita Malfatti** e **Heitor Villa-Lobos** apresentaram uma arte que rompia com o academicismo e o **Parnasianismo**. O ano marcava também o centenário da Independência: a pergunta era o que seria uma arte **brasileira**.

## Primeira fase (1922–1930): a fase heroica
- Ruptura e **irreverência**: verso livre, linguagem coloquial, humor, paródia.
- Valorização da **identidade nacional** e do português falado no Brasil.
- Manifestos: **Pau-Brasil** (1924) e **Antropófago** (1928), de Oswald: "devorar" a cultura estrangeira e transformá-la em algo nosso.
- Obras: **Macunaíma** (Mário de Andrade, 1928), "o herói sem nenhum caráter"; **Pauliceia Desvairada** (Mário, 1922); poemas-piada de Oswald ("Erro de português").
- Manuel Bandeira: "Os sapos", lido na Semana, zomba dos parnasianos.`,
      `## Segunda fase (1930–1945): a geração de 30
**Prosa:** o **romance regionalista** de denúncia social, sobretudo no Nordeste.
- **Graciliano Ramos**, **Vidas Secas** (1938): a família de Fabiano foge da seca; linguagem seca e econômica.
- **Rachel de Queiroz**, **O Quinze** (1930): a grande seca de 1915.
- **Jorge Amado**, **Capitães da Areia** (1937): meninos de rua em Salvador.
- **José Lins do Rego**, **Menino de Engenho** (1932): a decadência dos engenhos de açúcar.

**Poesia:** amadurecimento, temas existenciais e sociais.
- **Carlos Drummond de Andrade**: "No meio do caminho", **A Rosa do Povo** (1945).
- **Cecília Meireles**: lirismo e reflexão sobre o tempo (**Romanceiro da Inconfidência**).
- **Vinicius de Moraes**: sonetos de amor ("Soneto de Fidelidade").

## Terceira fase (a partir de 1945)
- **Clarice Lispector**: romance introspectivo e fluxo de consciência (**A Hora da Estrela**, 1977).
- **Guimarães Rosa**: invenção de palavras e o sertão universal (**Grande Sertão: Veredas**, 1956).
- **João Cabral de Melo Neto**: poesia racional e concreta (**Morte e Vida Severina**, 1955).

! Para a prova: 1ª fase = ruptura e nacionalismo crítico · 2ª fase = romance de 30 e poesia madura · 3ª fase = experimentação com a linguagem e introspecção.`,
    ],
  },
];
