# bench on every server of a list over PowerShell remoting; run folders copied to .\fleet, published, one report.
# bench must be on each server's PATH and on this machine's (README: Fleets, "bench on each host").
# .\Invoke-BenchFleet.ps1 -Servers (Get-Content servers.txt) -DataDir D:\bench-data -Fleet prod -Store results.duckdb
param(
    [Parameter(Mandatory)] [string[]] $Servers,
    [string] $DataDir = 'D:\bench-data',
    [string] $Fleet = 'prod',
    [string] $Store = 'results.duckdb'
)
$sessions = New-PSSession -ComputerName $Servers
try {
    Invoke-Command -Session $sessions -ArgumentList $DataDir, $Fleet -ScriptBlock {
        param($dataDir, $fleet)
        & bench run --profile quick --data-dir $dataDir --out C:\bench-runs --label $env:COMPUTERNAME --fleet $fleet --no-report
    }
    foreach ($session in $sessions) {
        $destination = New-Item -ItemType Directory -Force -Path (Join-Path 'fleet' $session.ComputerName)
        Copy-Item -FromSession $session -Path 'C:\bench-runs\*' -Destination $destination -Recurse -Force
    }
}
finally {
    Remove-PSSession $sessions
}
$runs = (Get-ChildItem -Directory -Path 'fleet\*\*').FullName
& bench publish $runs --to $Store --fleet $Fleet
& bench report --from $Store --fleet $Fleet --out fleet-report
