namespace Bench.Harness.SqlServer;

/// <summary>An error or warning as SSMS and sqlcmd print it: "Msg 3013, Level 16, State 1, Line 1" and its text.</summary>
/// <param name="Number">The message number (3013: "BACKUP DATABASE is terminating abnormally.").</param>
/// <param name="Level">The severity.</param>
/// <param name="State">The state.</param>
/// <param name="Text">The text on the following line.</param>
public sealed record ServerMessage(int Number, int Level, int State, string Text);
