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
];
